/** Whether the shortcut is Cmd (Apple keyboards) rather than Ctrl. */
export function isMac(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)
  );
}
