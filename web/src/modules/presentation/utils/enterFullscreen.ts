/**
 * Asks the browser for full screen (it must be inside the click that starts a presentation). A
 * browser or frame that refuses leaves the presentation filling the window, which works the same.
 */
export function enterFullscreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen().catch(() => undefined);
}
