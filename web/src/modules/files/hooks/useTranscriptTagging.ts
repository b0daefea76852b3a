import { useCallback } from 'react';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { useHighlightTagPicker } from '../../tags/hooks/useHighlightTagPicker';
import { CREATE_TRANSCRIPT_HIGHLIGHT_MUTATION } from '../operations';

/**
 * Highlighting a stretch of a transcript: creates the highlight (file, start and end time), then
 * opens the keyboard tag picker on it, which applies, removes and creates tags. Every refusal lands
 * in `error`; `onChanged` runs after each change so the note's highlight list is read again.
 */
export function useTranscriptTagging({
  projectId,
  editable,
  onChanged,
}: {
  projectId: string;
  editable: boolean;
  onChanged: () => void;
}) {
  const tagging = useHighlightTagPicker({ projectId, enabled: editable, onChanged });
  const { attempt, open } = tagging;

  const highlight = useCallback(
    async (fileId: string, startMs: number, endMs: number, anchor: { top: number; left: number }) => {
      const created = await attempt(() =>
        graphqlRequest(CREATE_TRANSCRIPT_HIGHLIGHT_MUTATION, { input: { fileId, startMs, endMs } }),
      );
      if (!created) return false;
      open(created.createTranscriptHighlight.id, anchor, []);
      // Kept as a refetch: a new highlight joins the transcript's and the project's lists, which no answer holds.
      onChanged();
      return true;
    },
    [attempt, open, onChanged],
  );

  return { ...tagging, highlight };
}
