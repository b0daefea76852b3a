import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The claims a person at the test provider has (`sub` is their login name). */
export interface TestIdpAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  groups?: string[];
}

/** A client registered at the test provider, as oidc-provider takes it. */
export interface TestIdpClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** What the tests use of oidc-provider's Provider (the package ships no type declarations). */
interface ProviderInstance {
  callback(): (req: unknown, res: unknown) => void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

export interface TestOpenIdProvider {
  /** The issuer identifier, `http://127.0.0.1:<port>`. */
  issuer: string;
  accounts: Map<string, TestIdpAccount>;
  close(): Promise<void>;
}

/**
 * A real OpenID Provider (panva's oidc-provider, the certified implementation) on loopback in the
 * test process, with its own development login and consent pages. Accounts are looked up in
 * `accounts` by login name when the provider issues tokens.
 */
export async function startTestOpenIdProvider(clients: TestIdpClient[]): Promise<TestOpenIdProvider> {
  const accounts = new Map<string, TestIdpAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const specifier = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as { default: ProviderConstructor };
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account, sub }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets of the server's clients would hold close() open.
        server.closeAllConnections();
      }),
  };
}
