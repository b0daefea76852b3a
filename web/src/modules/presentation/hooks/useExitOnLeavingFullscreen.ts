import { useEffect } from 'react';

/**
 * The Present buttons ask the browser for full screen, and the browser keeps Esc for itself there:
 * the first Esc leaves full screen without the page seeing the key. Leaving full screen is then the
 * same as Esc, so one press ends the presentation as it does in a window.
 */
export function useExitOnLeavingFullscreen(exit: () => void) {
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) exit();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [exit]);
}
