/** Sends the browser to /auth/login with the current page to come back to (not from sign-in pages). */
export function redirectToSignIn(): void {
  const { pathname, search, hash } = window.location;
  if (pathname.startsWith('/auth/')) return;
  window.location.assign(`/auth/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`);
}
