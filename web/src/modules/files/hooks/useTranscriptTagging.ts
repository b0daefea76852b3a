import { useCallback } from 'react';
import type { CreateTranscriptHighlightMutation } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import type { CacheUpdate } from '../../graphql/utils/graphqlRequest';
import { addHighlightInCache } from '../../notes/utils/addHighlightInCache';
import { useHighlightTagPicker } from '../../tags/hooks/useHighlightTagPicker';
import { CREATE_TRANSCRIPT_HIGHLIGHT_MUTATION } from '../operations';

const added: CacheUpdate<CreateTranscriptHighlightMutation, unknown> = (cache, data) =>
  addHighlightInCache(cache, data.createTranscriptHighlight);

/**
 * Highlighting a stretch of a transcript: creates the highlight (file, start and end time), which
 * joins its note's cached highlights at once, then opens the keyboard tag picker on it, which
 * applies, removes and creates tags. The latest refusal is `error`.
 */
export function useTranscriptTagging({ projectId, editable }: { projectId: string; editable: boolean }) {
  const [create, creation] = useGraphqlMutation(CREATE_TRANSCRIPT_HIGHLIGHT_MUTATION, { update: added });
  const tagging = useHighlightTagPicker({ projectId, enabled: editable, alongside: [creation] });
  const { clear, open } = tagging;

  const highlight = useCallback(
    async (fileId: string, startMs: number, endMs: number, anchor: { top: number; left: number }) => {
      clear();
      const created = await create({ input: { fileId, startMs, endMs } });
      if (!created) return false;
      open(created.createTranscriptHighlight.id, anchor, []);
      return true;
    },
    [clear, create, open],
  );

  return { ...tagging, highlight };
}
