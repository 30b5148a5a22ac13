// The package ships no types: the part of oidc-provider's API
// the test provider (server/test/oidc-provider.ts) uses, as its README documents it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
  }
  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients?: ClientMetadata[];
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    cookies?: { keys?: string[] };
    jwks?: { keys: object[] };
    features?: Record<string, { enabled: boolean }>;
    pkce?: { methods?: string[]; required?: (ctx: unknown, client: unknown) => boolean };
    /** Lifetimes in seconds; IdToken's may be a function of the token (its `available` claims hold `sub`). */
    ttl?: Record<string, number | ((ctx: unknown, token: { available: { sub?: string } }, client: unknown) => number)>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
