import { useCallback, useState } from 'react';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import {
  CREATE_TAG_MUTATION,
  TAG_HIGHLIGHT_MUTATION,
  TAG_LIST_QUERY,
  UNTAG_HIGHLIGHT_MUTATION,
} from '../operations';
import type { Tag } from '../types/Tag';
import { nextTagColor } from '../utils/tagColors';

interface PickerState {
  highlightId: string;
  anchor: { top: number; left: number };
  appliedIds: string[];
}

/**
 * The keyboard tag picker (TagPicker) on one existing highlight: `open` shows it at a point with the
 * tags the highlight carries; it applies, removes (Enter on an applied tag) and creates the
 * project's tags. Every refusal lands in `error`; `onChanged` runs after each change so whatever
 * lists the highlight reads it again.
 */
export function useHighlightTagPicker({
  projectId,
  enabled,
  onChanged,
}: {
  projectId: string;
  /** Whether the member may tag at all (the tag list is read only then). */
  enabled: boolean;
  onChanged: () => void;
}) {
  const [picker, setPicker] = useState<PickerState | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const tagList = useGraphqlQuery(TAG_LIST_QUERY, { projectId }, { skip: !projectId || !enabled });
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

  const applied = useCallback(
    (result: { tags: { id: string }[] }) => {
      setPicker((current) => (current ? { ...current, appliedIds: result.tags.map((t) => t.id) } : current));
      onChanged();
    },
    [onChanged],
  );

  const applyTag = useCallback(
    async (tag: Tag): Promise<boolean> => {
      if (!picker) return false;
      const variables = { highlightId: picker.highlightId, tagId: tag.id };
      // Enter on a tag the highlight already carries takes it off again, as on note text.
      const result = await attempt(async () =>
        picker.appliedIds.includes(tag.id)
          ? (await graphqlRequest(UNTAG_HIGHLIGHT_MUTATION, variables)).untagHighlight
          : (await graphqlRequest(TAG_HIGHLIGHT_MUTATION, variables)).tagHighlight,
      );
      if (!result) return false;
      applied(result);
      // Kept as a refetch: each tag's highlight count changes, and the answer is the highlight, not its tags' counts.
      refetchTags();
      return true;
    },
    [applied, attempt, picker, refetchTags],
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
      applied(result);
      return true;
    },
    [applied, attempt, picker, projectId, refetchTags, tags.length],
  );

  return {
    picker,
    tags,
    error,
    open: useCallback((highlightId: string, anchor: { top: number; left: number }, appliedIds: string[]) => {
      setError(undefined);
      setPicker({ highlightId, anchor, appliedIds });
    }, []),
    applyTag,
    createTag,
    /** Runs a change whose refusal shows in `error` too (creating the highlight to open it on). */
    attempt,
    closePicker: () => {
      setPicker(null);
      setError(undefined);
    },
  };
}
