/** The two clients the test identity provider knows (server/test/oidc-provider.ts): a confidential one (its secret) and a public one (PKCE alone). */
export const TEST_CLIENTS = {
  confidential: { id: 'birouri', secret: 'secretul-clientului-birouri-de-test' },
  public: { id: 'birouri-public' },
} as const;
