import { useCallback, useRef, useState } from 'react';
import type {
  TagHighlightMutation,
  TagHighlightMutationVariables,
  UntagHighlightMutation,
  UntagHighlightMutationVariables,
} from '../../../gql/graphql';
import { type MutationState, useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { type CacheUpdate, graphqlRequest } from '../../graphql/utils/graphqlRequest';
import {
  CREATE_TAG_MUTATION,
  TAG_HIGHLIGHT_MUTATION,
  TAG_LIST_QUERY,
  UNTAG_HIGHLIGHT_MUTATION,
} from '../operations';
import type { Tag } from '../types/Tag';
import { addTagInCache } from '../utils/addTagInCache';
import { countTagHighlightsInCache } from '../utils/countTagHighlightsInCache';
import { nextTagColor } from '../utils/tagColors';
import { useInPaletteColour } from './useInPaletteColour';

interface PickerState {
  highlightId: string;
  anchor: { top: number; left: number };
  appliedIds: string[];
}

// The highlight's answer carries its tags; the tags' counts are one more or one fewer. (Tagging a
// highlight that has the tag changes nothing: the picker offers Enter on an applied tag as removal.)
const countedOneMore: CacheUpdate<TagHighlightMutation, TagHighlightMutationVariables> = (
  cache,
  _data,
  vars,
) => countTagHighlightsInCache(cache, [String(vars.tagId)], 1);
const countedOneFewer: CacheUpdate<UntagHighlightMutation, UntagHighlightMutationVariables> = (
  cache,
  _data,
  vars,
) => countTagHighlightsInCache(cache, [String(vars.tagId)], -1);

const NO_STATES: readonly MutationState[] = [];

/**
 * The keyboard tag picker (TagPicker) on one existing highlight: `open` shows it at a point with the
 * tags the highlight carries; it applies, removes (Enter on an applied tag) and creates the
 * project's tags. Every change lands in the cache: the highlight by its answer (wherever it is
 * listed), its tags' counts and a new tag in the project's list by cache updates. `refreshes` names
 * the queries that show highlights' tags in a shape of their own (a view's rows, sorted and filtered
 * by them), read again after each change. The latest refusal, of these changes or of the caller's
 * own (`alongside`, e.g. creating the highlight to open it on), is `error`; `clear` forgets it.
 */
export function useHighlightTagPicker({
  projectId,
  enabled,
  refreshes,
  alongside = NO_STATES,
}: {
  projectId: string;
  /** Whether the member may tag at all (the tag list is read only then). */
  enabled: boolean;
  refreshes?: readonly string[];
  alongside?: readonly MutationState[];
}) {
  const [picker, setPicker] = useState<PickerState | null>(null);
  const tagList = useGraphqlQuery(TAG_LIST_QUERY, { projectId }, { skip: !projectId || !enabled });
  const tags = tagList.data?.tags ?? [];
  const [tag, tagging] = useGraphqlMutation(TAG_HIGHLIGHT_MUTATION, {
    update: countedOneMore,
    refetchQueries: refreshes,
  });
  const [untag, untagging] = useGraphqlMutation(UNTAG_HIGHLIGHT_MUTATION, {
    update: countedOneFewer,
    refetchQueries: refreshes,
  });
  const [inPaletteColour, creating] = useInPaletteColour();
  const states = [tagging, untagging, creating, ...alongside];
  const error = states.find((state) => state.error !== undefined)?.error;
  // Each change (and each opening) forgets the refusals before it: `error` is always the latest
  // one's. One identity for `clear`, so the callers' callbacks need not change with every render.
  const resetAll = useRef<() => void>(() => undefined);
  resetAll.current = () => states.forEach((state) => state.reset());
  const clear = useCallback(() => resetAll.current(), []);

  const applied = useCallback((result: { tags: { id: string }[] }) => {
    setPicker((current) => (current ? { ...current, appliedIds: result.tags.map((t) => t.id) } : current));
  }, []);

  const applyTag = async (chosen: Tag): Promise<boolean> => {
    if (!picker) return false;
    clear();
    const variables = { highlightId: picker.highlightId, tagId: chosen.id };
    // Enter on a tag the highlight already carries takes it off again, as on note text.
    const result = picker.appliedIds.includes(chosen.id)
      ? (await untag(variables))?.untagHighlight
      : (await tag(variables))?.tagHighlight;
    if (!result) return false;
    applied(result);
    return true;
  };

  const createTag = async (title: string): Promise<boolean> => {
    if (!picker) return false;
    clear();
    // The next palette colour, or the default one on a plan without tag colours.
    const created = await inPaletteColour(nextTagColor(tags.length), (color) =>
      graphqlRequest(CREATE_TAG_MUTATION, { input: { projectId, title, color } }, { update: addTagInCache }),
    );
    if (!created) return false;
    const result = (await tag({ highlightId: picker.highlightId, tagId: created.createTag.id }))
      ?.tagHighlight;
    if (!result) return false;
    applied(result);
    return true;
  };

  /** Takes a tag off a highlight from outside the picker (a chip's delete); true when done. */
  const removeTag = async (highlightId: string, tagId: string): Promise<boolean> => {
    clear();
    return (await untag({ highlightId, tagId })) !== undefined;
  };

  return {
    picker,
    tags,
    error,
    clear,
    open: useCallback(
      (highlightId: string, anchor: { top: number; left: number }, appliedIds: string[]) => {
        clear();
        setPicker({ highlightId, anchor, appliedIds });
      },
      [clear],
    ),
    applyTag,
    createTag,
    removeTag,
    closePicker: () => {
      setPicker(null);
      clear();
    },
  };
}
