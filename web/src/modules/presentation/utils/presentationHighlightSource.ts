import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import type { HighlightSource } from '../../insights/highlight-card/highlightSource';
import type { CardHighlight, HighlightClip } from '../../insights/types/Insight';
import { PRESENT_FILE_QUERY, PRESENT_HIGHLIGHT_QUERY } from '../operations';

const notFoundAsNull = (caught: unknown): null => {
  if (caught instanceof GraphqlError && caught.errorCode === 'NOT_FOUND') return null;
  throw caught;
};

/** The clip of a highlight's recording, or null when it has none or the file is gone or is not audio or video. */
async function loadClip(
  audioVideo: { fileId: string; startTime: number; endTime: number } | null | undefined,
) {
  if (!audioVideo) return null;
  const file = await graphqlRequest(PRESENT_FILE_QUERY, { id: audioVideo.fileId }).then(
    ({ file }) => file,
    notFoundAsNull,
  );
  if (!file || (file.fileType !== 'AUDIO' && file.fileType !== 'VIDEO')) return null;
  const clip: HighlightClip = {
    url: file.url,
    name: file.name,
    fileType: file.fileType,
    startMs: audioVideo.startTime,
    endMs: audioVideo.endTime,
  };
  return clip;
}

/**
 * Highlights for presentation mode: the card fields and, where the highlight is a stretch of a
 * recording, its clip. Each highlight is read once per deck (slides come back as one moves through).
 */
export function presentationHighlightSource(): HighlightSource {
  const cache = new Map<string, Promise<CardHighlight | null>>();
  return {
    load(highlightId) {
      let pending = cache.get(highlightId);
      if (!pending) {
        pending = graphqlRequest(PRESENT_HIGHLIGHT_QUERY, { id: highlightId })
          .then(async ({ highlight }) => ({
            id: highlight.id,
            quote: highlight.text,
            noteTitle: highlight.noteTitle,
            noteId: highlight.noteId,
            tags: highlight.tags.map((t) => ({ title: t.title, color: t.color })),
            clip: await loadClip(highlight.audioVideo),
          }))
          .catch((caught: unknown) => {
            cache.delete(highlightId);
            return notFoundAsNull(caught);
          });
        cache.set(highlightId, pending);
      }
      return pending;
    },
  };
}
