import { createPrivateKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

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
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

export interface TestOpenIdProvider {
  /** The issuer identifier, `http://127.0.0.1:<port>`. */
  issuer: string;
  accounts: Map<string, TestIdpAccount>;
  /** The `kid` of the key ID tokens are signed with now. */
  signingKeyId(): string;
  /**
   * Rotates the signing key as an IdP does: a new key signs from now on, the old one stays published.
   * The provider is rebuilt on the same address (sign-ins under way are lost; finish them first).
   */
  rotateKeys(): Promise<void>;
  /**
   * Makes the provider misbehave: each ID token its token endpoint issues is rewritten by `tamper`
   * and signed again with its real signing key (a wrong audience, an expired token). Null: honest.
   */
  tamperIdTokens(tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | null): void;
  /**
   * Milliseconds the provider has spent answering requests so far (each from its arrival to its last
   * byte): a benchmark subtracts the provider's share (the code exchange, the key set) from a callback.
   */
  busyMs(): number;
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
  let keys = [signingKey()];
  const build = () =>
    new Provider(issuer, {
      jwks: { keys },
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
  let tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | null = null;
  let busyMs = 0;
  const serve = (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const arrived = performance.now();
      res.once('finish', () => {
        busyMs += performance.now() - arrived;
      });
      if (tamper && req.method === 'POST' && req.url?.startsWith('/token'))
        rewriteIdToken(res, tamper, keys[0]);
      handler(req, res);
    });
  };
  serve(build().callback());
  return {
    issuer,
    accounts,
    signingKeyId: () => String(keys[0].kid),
    rotateKeys: async () => {
      keys = [signingKey(), ...keys];
      serve(build().callback());
    },
    tamperIdTokens: (next) => {
      tamper = next;
    },
    busyMs: () => busyMs,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets of the server's clients would hold close() open.
        server.closeAllConnections();
      }),
  };
}

/** A new RSA signing key as a private JWK, with a `kid` of its own. */
function signingKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
}

/** Rewrites the id_token of the token response `res` is about to send, re-signed with `key`. */
function rewriteIdToken(
  res: ServerResponse,
  tamper: (claims: Record<string, unknown>) => Record<string, unknown>,
  key: Record<string, unknown>,
): void {
  const end = res.end.bind(res) as (body?: unknown) => ServerResponse;
  res.end = ((body?: unknown) => {
    const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '';
    const parsed = text ? (JSON.parse(text) as { id_token?: string }) : {};
    if (!parsed.id_token) return end(body);
    const [header, payload] = parsed.id_token.split('.');
    const claims = tamper(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
    );
    const signingInput = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signature = sign('sha256', Buffer.from(signingInput), createPrivateKey({ key, format: 'jwk' }));
    const rewritten = JSON.stringify({
      ...parsed,
      id_token: `${signingInput}.${signature.toString('base64url')}`,
    });
    res.setHeader('content-length', Buffer.byteLength(rewritten));
    return end(rewritten);
  }) as typeof res.end;
}
