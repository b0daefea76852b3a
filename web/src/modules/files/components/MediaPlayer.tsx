import Box from '@mui/material/Box';
import type { RefObject } from 'react';
import { fileStrings } from '../strings';
import type { FileItem } from '../types/FileItem';

/**
 * The browser's own audio or video player (keyboard accessible: Space plays, arrows seek) for a
 * note's recording. The bytes come from /files/:id, which answers Range requests, so seeking works.
 */
export function MediaPlayer({
  file,
  mediaRef,
}: {
  file: FileItem;
  mediaRef: RefObject<HTMLMediaElement | null>;
}) {
  const label = fileStrings.playerLabel(file.name);
  if (file.fileType === 'VIDEO') {
    return (
      <Box
        component="video"
        ref={mediaRef as RefObject<HTMLVideoElement>}
        src={file.url}
        controls
        preload="metadata"
        aria-label={label}
        data-testid="media-player"
        sx={{ width: '100%', maxHeight: 420, borderRadius: 1, bgcolor: 'common.black' }}
      />
    );
  }
  return (
    <Box
      component="audio"
      ref={mediaRef as RefObject<HTMLAudioElement>}
      src={file.url}
      controls
      preload="metadata"
      aria-label={label}
      data-testid="media-player"
      sx={{ width: '100%' }}
    />
  );
}
