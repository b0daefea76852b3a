import { type RefObject, useEffect, useState } from 'react';

/** The playing position of a media element in milliseconds, followed as it plays and seeks. */
export function useMediaTime(media: RefObject<HTMLMediaElement | null>, source: string): number {
  const [ms, setMs] = useState(0);
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const follow = () => setMs(Math.round(element.currentTime * 1000));
    follow();
    element.addEventListener('timeupdate', follow);
    element.addEventListener('seeked', follow);
    return () => {
      element.removeEventListener('timeupdate', follow);
      element.removeEventListener('seeked', follow);
    };
  }, [media, source]);
  return ms;
}
