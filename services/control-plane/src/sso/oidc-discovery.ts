import {
  ClientSecretBasic,
  ClientSecretPost,
  type ClientAuth,
  Configuration,
  allowInsecureRequests,
  discovery,
} from 'openid-client';
import { SsoError } from './sso.errors';

/** How long the issuer may take to answer discovery before a save is refused. */
const DISCOVERY_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP is refused for an issuer except on this machine (a local IdP in development and tests). */
export function isLoopbackIssuer(issuer: URL): boolean {
  return LOOPBACK_HOSTS.has(issuer.hostname);
}

/**
 * Runs OpenID Connect discovery against the issuer and returns the client configuration. Refuses an
 * issuer that does not answer, announces another issuer, or offers no authorization code flow with
 * PKCE (S256): every refusal is an SsoError whose message a manager can act on.
 */
export async function discoverIssuer(
  issuer: URL,
  clientId: string,
  clientSecret: string,
): Promise<Configuration> {
  let configuration: Configuration;
  try {
    configuration = await discovery(
      issuer,
      clientId,
      { client_secret: clientSecret },
      secretAuth(clientSecret),
      {
        execute: isLoopbackIssuer(issuer) ? [allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      },
    );
  } catch (error) {
    throw SsoError.discoveryFailed(issuer, error instanceof Error ? error.message : String(error));
  }
  const metadata = configuration.serverMetadata();
  if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
    throw SsoError.discoveryFailed(
      issuer,
      'its discovery document lacks an authorization, token or JWKS endpoint',
    );
  }
  if (!metadata.supportsPKCE('S256')) {
    throw SsoError.discoveryFailed(
      issuer,
      'it does not announce PKCE with S256 (code_challenge_methods_supported)',
    );
  }
  // The ID token must be signed with an algorithm the issuer announces (RS256, which every OpenID
  // Provider supports, when announced; else its first), never `none` or one we picked.
  const algorithms = metadata.id_token_signing_alg_values_supported ?? ['RS256'];
  const algorithm = algorithms.includes('RS256') ? 'RS256' : algorithms.find((a) => a !== 'none');
  if (!algorithm) throw SsoError.discoveryFailed(issuer, 'it announces no ID token signing algorithm');
  const client = new Configuration(
    metadata,
    clientId,
    { client_secret: clientSecret, id_token_signed_response_alg: algorithm },
    secretAuth(clientSecret),
  );
  client.timeout = DISCOVERY_TIMEOUT_SECONDS;
  if (isLoopbackIssuer(issuer)) allowInsecureRequests(client);
  return client;
}

/**
 * client_secret_basic, which OpenID Providers must support, unless the issuer announces only
 * client_secret_post; chosen when the token request is made, from the discovered metadata.
 */
function secretAuth(clientSecret: string): ClientAuth {
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const onlyPost = methods?.includes('client_secret_post') && !methods.includes('client_secret_basic');
    (onlyPost ? ClientSecretPost(clientSecret) : ClientSecretBasic(clientSecret))(as, client, body, headers);
  };
}
