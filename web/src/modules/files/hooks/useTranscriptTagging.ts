import { useCallback, useState } from 'react';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import {
  CREATE_TAG_MUTATION,
  TAG_HIGHLIGHT_MUTATION,
  TAG_LIST_QUERY,
  UNTAG_HIGHLIGHT_MUTATION,
} from '../../tags/operations';
import type { Tag } from '../../tags/types/Tag';
import { nextTagColor } from '../../tags/utils/tagColors';
import { CREATE_TRANSCRIPT_HIGHLIGHT_MUTATION } from '../operations';

interface PickerState {
  highlightId: string;
  anchor: { top: number; left: number };
  appliedIds: string[];
}

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
  const [picker, setPicker] = useState<PickerState | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const tagList = useGraphqlQuery(TAG_LIST_QUERY, { projectId }, { skip: !projectId || !editable });
  const refetchTags = tagList.refetch;
  const tags = tagList.data?.tags ?? [];

  const attempt = useCallback(async <T>(change: () => Promise<T>): Promise<T | undefined> => {
    setError(undefined);
    try {
      return await change();
    } catch (caught) {
      setError(caught);
      return undefined;
    }
  }, []);

  const highlight = useCallback(
    async (fileId: string, startMs: number, endMs: number, anchor: { top: number; left: number }) => {
      const created = await attempt(() =>
        graphqlRequest(CREATE_TRANSCRIPT_HIGHLIGHT_MUTATION, { input: { fileId, startMs, endMs } }),
      );
      if (!created) return false;
      setPicker({ highlightId: created.createTranscriptHighlight.id, anchor, appliedIds: [] });
      onChanged();
      return true;
    },
    [attempt, onChanged],
  );

  const applyTag = useCallback(
    async (tag: Tag): Promise<boolean> => {
      if (!picker) return false;
      const variables = { highlightId: picker.highlightId, tagId: tag.id };
      const applied = picker.appliedIds.includes(tag.id);
      // Enter on a tag the highlight already carries takes it off again, as on note text.
      const result = await attempt(async () =>
        applied
          ? (await graphqlRequest(UNTAG_HIGHLIGHT_MUTATION, variables)).untagHighlight
          : (await graphqlRequest(TAG_HIGHLIGHT_MUTATION, variables)).tagHighlight,
      );
      if (!result) return false;
      setPicker((current) => (current ? { ...current, appliedIds: result.tags.map((t) => t.id) } : current));
      onChanged();
      refetchTags();
      return true;
    },
    [attempt, onChanged, picker, refetchTags],
  );

  const createTag = useCallback(
    async (title: string): Promise<boolean> => {
      if (!picker) return false;
      const result = await attempt(async () => {
        const created = await graphqlRequest(CREATE_TAG_MUTATION, {
          input: { projectId, title, color: nextTagColor(tags.length) },
        });
        return (
          await graphqlRequest(TAG_HIGHLIGHT_MUTATION, {
            highlightId: picker.highlightId,
            tagId: created.createTag.id,
          })
        ).tagHighlight;
      });
      refetchTags();
      if (!result) return false;
      setPicker((current) => (current ? { ...current, appliedIds: result.tags.map((t) => t.id) } : current));
      onChanged();
      return true;
    },
    [attempt, onChanged, picker, projectId, refetchTags, tags.length],
  );

  return {
    picker,
    tags,
    error,
    highlight,
    applyTag,
    createTag,
    closePicker: () => {
      setPicker(null);
      setError(undefined);
    },
  };
}
