/**
 * The credential of an `Authorization: Bearer …` header, or null. Bearer callers (API tokens, the
 * operator token) authenticate with a header no other site can make a browser send, so they are
 * exempt from the cross-site request checks that cookie callers go through.
 */
export function bearerToken(authorization: string | undefined): string | null {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return token ? token : null;
}
