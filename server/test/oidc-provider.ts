import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { TEST_CLIENTS } from './oidc-clients.js';

// A real OpenID provider for the tests (panva's oidc-provider, certified): discovery, its signing
// keys, its own login and consent pages (devInteractions: any login, any password), the code flow
// with PKCE, the ID token and UserInfo. The server tests and the browser tests sign in through it.

/** A person at the provider, by the login typed on its page. */
export interface TestPerson {
  email: string;
  /** The provider's `email_verified` claim (default true). */
  emailVerified?: boolean;
  /**
   * The provider signs this person's ID tokens an hour past their expiry: a token that is real
   * (the provider's key, issuer, audience, nonce) but expired, as a replayed or long-delayed one is.
   */
  expiredIdToken?: boolean;
  /** The value of the provider's groups claim for this person (startOidcProvider's `groupsClaim`); none when undefined. */
  groups?: unknown;
}

export { TEST_CLIENTS };

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * Starts the provider on loopback (`port`, or a free one) for `redirectUris` (the app's
 * PUBLIC_URL + /api/auth/oidc/callback). A login not in `people` gets a verified address at
 * example.org, which no account of the app has. `claimsInIdToken`: the e-mail claims go into the
 * ID token, as Microsoft Entra ID and Keycloak put them; otherwise the provider follows OpenID
 * Connect §5.4 and keeps them at its UserInfo endpoint.
 */
export async function startOidcProvider(o: {
  redirectUris: string[];
  people: Record<string, TestPerson>;
  port?: number;
  claimsInIdToken?: boolean;
  /** The name of a groups claim the provider issues with `openid` (each person's `groups`), as Entra ID's and Keycloak's are configured. */
  groupsClaim?: string;
}): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;
  const person = (login: string): TestPerson => o.people[login] ?? { email: `${login}@example.org` };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const client = { redirect_uris: o.redirectUris, response_types: ['code'], grant_types: ['authorization_code'] };
  const provider = new Provider(issuer, {
    clients: [
      {
        ...client,
        client_id: TEST_CLIENTS.confidential.id,
        client_secret: TEST_CLIENTS.confidential.secret,
        token_endpoint_auth_method: 'client_secret_post',
      },
      { ...client, client_id: TEST_CLIENTS.public.id, token_endpoint_auth_method: 'none' },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub', ...(o.groupsClaim ? [o.groupsClaim] : [])], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: !o.claimsInIdToken,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: person(id).email,
        email_verified: person(id).emailVerified ?? true,
        name: id,
        ...(o.groupsClaim && person(id).groups !== undefined && { [o.groupsClaim]: person(id).groups }),
      }),
    }),
    cookies: { keys: ['cheia-cookie-urilor-furnizorului-de-test'] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: true } },
    // Every client proves its code with PKCE, the confidential one too.
    pkce: { methods: ['S256'], required: () => true },
    // Seconds; an ID token's lifetime is negative for a person whose tokens are signed already expired.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
      IdToken: (_ctx, token) => (person(token.available.sub ?? '').expiredIdToken ? -3600 : 3600),
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
