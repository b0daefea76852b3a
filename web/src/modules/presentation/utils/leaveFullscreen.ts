/** Leaves the browser's full screen if the page is in it (Esc through the page's own key handler). */
export function leaveFullscreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}
