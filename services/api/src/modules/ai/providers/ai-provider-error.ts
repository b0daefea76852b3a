/** Why a configured model could not answer; the message is safe to log and to show a manager. */
export type AiProviderErrorCode =
  /** The endpoint or model did not answer within AI_TIMEOUT_MS. */
  | 'TIMEOUT'
  /** Still rate-limited (429) after the retries. */
  | 'RATE_LIMITED'
  /** The endpoint refused the credentials (401/403). */
  | 'UNAUTHORIZED'
  /** The endpoint does not know the model (404). */
  | 'MODEL_NOT_FOUND'
  /** The endpoint refused the request itself (400/422: too long, bad parameters). */
  | 'BAD_REQUEST'
  /** The endpoint failed (5xx) after the retries, or could not be reached. */
  | 'UNAVAILABLE'
  /** The caller cancelled (its AbortSignal fired). */
  | 'CANCELLED'
  /** The local model file is missing or not a model llama.cpp can load. */
  | 'MODEL_LOAD_FAILED';

export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';

  constructor(
    readonly code: AiProviderErrorCode,
    message: string,
    /** The HTTP status the endpoint answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * `text` with every secret in it replaced: an endpoint may echo the key it was sent (OpenAI's 401
 * shows most of it), and provider messages end up in logs and in the AI activity page.
 */
export function redactSecrets(text: string, secrets: (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join('[redacted]');
  // Key-shaped tokens the endpoint may have masked partly (sk-abc***xyz) or sent back as a bearer.
  return out
    .replace(/\b(sk|pk|rk)-[A-Za-z0-9_*\-.]{6,}/g, '[redacted]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]');
}
