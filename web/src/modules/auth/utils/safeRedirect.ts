/** A same-origin path to return to after sign-in; anything else falls back to the default. */
export function safeRedirect(value: string | null, fallback = '/projects'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth/login'))
    return fallback;
  return value;
}
