import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ReelClipFieldsFragment } from '../../../gql/graphql';

export interface ClipPlayback {
  index: number;
  playing: boolean;
  mediaRef: RefObject<HTMLMediaElement | null>;
  select: (index: number) => void;
  toggle: () => void;
  /** The media element's time update: past the clip's end, on to the next clip (or stop after the last). */
  onTimeUpdate: () => void;
  onPause: () => void;
  onPlay: () => void;
}

/**
 * Plays a reel's clips one after another from their stored media: each clip seeks its recording to
 * its start time and moves on at its end time, whether the clips share a recording or not.
 */
export function useClipPlayback(clips: readonly ReelClipFieldsFragment[]): ClipPlayback {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const playingRef = useRef(false);
  useEffect(() => {
    playingRef.current = playing;
  }, [playing]);
  const clip = clips[index];

  // A new clip (or the same one picked again): its recording seeks to its start.
  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !clip) return undefined;
    const seek = () => {
      media.currentTime = clip.startTime / 1000;
      if (playingRef.current) media.play().catch(() => setPlaying(false));
    };
    if (media.readyState >= 1) {
      seek();
      return undefined;
    }
    media.addEventListener('loadedmetadata', seek, { once: true });
    return () => media.removeEventListener('loadedmetadata', seek);
  }, [clip]);

  // A reel whose clips changed (one removed) keeps its place inside the list.
  useEffect(() => {
    if (index >= clips.length && clips.length > 0) setIndex(clips.length - 1);
  }, [clips.length, index]);

  const select = useCallback(
    (next: number) => {
      if (next < 0 || next >= clips.length) return;
      setIndex(next);
      const media = mediaRef.current;
      const target = clips[next];
      // The same recording: seek now (the effect above runs for a new clip object only).
      if (media && target && media.readyState >= 1) media.currentTime = target.startTime / 1000;
    },
    [clips],
  );

  const toggle = useCallback(() => {
    const media = mediaRef.current;
    if (!media || !clip) return;
    if (media.paused) {
      if (media.currentTime < clip.startTime / 1000 || media.currentTime >= clip.endTime / 1000)
        media.currentTime = clip.startTime / 1000;
      setPlaying(true);
      media.play().catch(() => setPlaying(false));
    } else {
      setPlaying(false);
      media.pause();
    }
  }, [clip]);

  const onTimeUpdate = useCallback(() => {
    const media = mediaRef.current;
    if (!media || !clip || media.currentTime < clip.endTime / 1000) return;
    if (index + 1 < clips.length) {
      setIndex(index + 1);
    } else {
      media.pause();
      setPlaying(false);
    }
  }, [clip, clips.length, index]);

  const onPause = useCallback(() => {
    // Paused by the native controls (not by moving to the next clip, which keeps playing).
    const media = mediaRef.current;
    if (media && clip && media.currentTime < clip.endTime / 1000) setPlaying(false);
  }, [clip]);
  const onPlay = useCallback(() => setPlaying(true), []);

  return { index, playing, mediaRef, select, toggle, onTimeUpdate, onPause, onPlay };
}
