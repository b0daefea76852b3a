import { type Configuration, allowInsecureRequests, discovery } from 'openid-client';
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
    configuration = await discovery(issuer, clientId, clientSecret, undefined, {
      execute: isLoopbackIssuer(issuer) ? [allowInsecureRequests] : [],
      timeout: DISCOVERY_TIMEOUT_SECONDS,
    });
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
  return configuration;
}
