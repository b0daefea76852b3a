import { useCallback, useRef, useState } from 'react';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  CREATE_HIGHLIGHT_MUTATION,
  CREATE_TAG_MUTATION,
  DELETE_HIGHLIGHT_MUTATION,
  TAG_HIGHLIGHT_MUTATION,
  TAG_LIST_QUERY,
  UNTAG_HIGHLIGHT_MUTATION,
} from '../../tags/operations';
import type { Tag } from '../../tags/types/Tag';
import { nextTagColor } from '../../tags/utils/tagColors';
import type { Highlight } from '../types/Note';
import type { EditorSelection } from '../../editor/types/EditorSelection';

/** The tag picker's state: which highlight it tags and where it opens. */
export interface PickerState {
  highlightId: string;
  anchor: { top: number; left: number };
}

/**
 * Highlighting on the note page: follows the editor's selection (`setSelection`), turns it into a
 * highlight anchored to its words on H (the editor's key) or the floating button, opens the tag
 * picker on it at once, and applies, creates and removes tags. Every refusal lands in `error`.
 */
export function useNoteHighlighting({
  noteId,
  projectId,
  highlights,
  editable,
  onChanged,
}: {
  noteId: string;
  projectId: string;
  highlights: Highlight[];
  editable: boolean;
  onChanged: () => void;
}) {
  const [selection, setSelectionState] = useState<EditorSelection | null>(null);
  // The selection a highlight was just made from: it stays selected in the editor (the focus is in
  // the tag picker), and offering to highlight it again would make a duplicate.
  const consumed = useRef<string | null>(null);
  const setSelection = useCallback((next: EditorSelection | null) => {
    setSelectionState(next && `${next.startAnchor}:${next.endAnchor}` === consumed.current ? null : next);
  }, []);
  const [picker, setPicker] = useState<PickerState | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const tagList = useGraphqlQuery(TAG_LIST_QUERY, { projectId }, { skip: !projectId || !editable });
  const refetchTags = tagList.refetch;
  const tags = tagList.data?.tags ?? [];

  /** Runs a change; a refusal is kept in `error` and the caller learns it failed. */
  const attempt = useCallback(async <T>(change: () => Promise<T>): Promise<T | undefined> => {
    setError(undefined);
    try {
      return await change();
    } catch (caught) {
      setError(caught);
      return undefined;
    }
  }, []);

  const highlightSelection = useCallback(async () => {
    const current = selection;
    if (!current || !editable) return;
    // The anchors place it; the server reads its text from the shared document.
    const created = await attempt(() =>
      graphqlRequest(CREATE_HIGHLIGHT_MUTATION, {
        input: {
          noteId,
          startOffset: 0,
          endOffset: 0,
          text: current.text,
          startAnchor: current.startAnchor,
          endAnchor: current.endAnchor,
        },
      }),
    );
    if (!created) return;
    consumed.current = `${current.startAnchor}:${current.endAnchor}`;
    // The tag picker takes the focus next. The editor lets go of it and of its selection first: it
    // writes its selection back into the page when it redraws (as it does to mark the new highlight),
    // and the picker's focus trap gives the focus back to the editor whenever it re-renders.
    window.getSelection()?.removeAllRanges();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setSelectionState(null);
    setPicker({
      highlightId: created.createHighlight.id,
      anchor: { top: current.rect.bottom + 8, left: current.rect.left },
    });
    onChanged();
  }, [attempt, editable, noteId, onChanged, selection]);

  /** The editor's H on a selection: highlights it unless the picker is already open. */
  const onSelectionKey = useCallback((): boolean => {
    if (!editable || picker || !selection) return false;
    void highlightSelection();
    return true;
  }, [editable, highlightSelection, picker, selection]);

  const appliedIds = highlights.find((h) => h.id === picker?.highlightId)?.tags.map((t) => t.id) ?? [];

  const applyTag = useCallback(
    async (tag: Tag): Promise<boolean> => {
      if (!picker) return false;
      const variables = { highlightId: picker.highlightId, tagId: tag.id };
      // Enter on a tag the highlight already carries takes it off again.
      const done = await attempt<unknown>(() =>
        appliedIds.includes(tag.id)
          ? graphqlRequest(UNTAG_HIGHLIGHT_MUTATION, variables)
          : graphqlRequest(TAG_HIGHLIGHT_MUTATION, variables),
      );
      if (!done) return false;
      onChanged();
      refetchTags();
      return true;
    },
    [appliedIds, attempt, onChanged, picker, refetchTags],
  );

  const createTag = useCallback(
    async (title: string): Promise<boolean> => {
      if (!picker) return false;
      const done = await attempt(async () => {
        const created = await graphqlRequest(CREATE_TAG_MUTATION, {
          input: { projectId, title, color: nextTagColor(tags.length) },
        });
        return graphqlRequest(TAG_HIGHLIGHT_MUTATION, {
          highlightId: picker.highlightId,
          tagId: created.createTag.id,
        });
      });
      refetchTags();
      if (!done) return false;
      onChanged();
      return true;
    },
    [attempt, onChanged, picker, projectId, refetchTags, tags.length],
  );

  const removeTag = useCallback(
    async (highlightId: string, tagId: string) => {
      if (await attempt(() => graphqlRequest(UNTAG_HIGHLIGHT_MUTATION, { highlightId, tagId }))) onChanged();
    },
    [attempt, onChanged],
  );

  const deleteHighlight = useCallback(
    async (id: string) => {
      if (await attempt(() => graphqlRequest(DELETE_HIGHLIGHT_MUTATION, { id }))) onChanged();
    },
    [attempt, onChanged],
  );

  const openPicker = useCallback((highlightId: string, element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    setPicker({ highlightId, anchor: { top: box.bottom + 4, left: box.left } });
  }, []);

  return {
    selection,
    setSelection,
    onSelectionKey,
    picker,
    tags,
    appliedIds,
    error,
    clearError: () => setError(undefined),
    highlightSelection,
    applyTag,
    createTag,
    removeTag,
    deleteHighlight,
    openPicker,
    closePicker: () => {
      setPicker(null);
      setError(undefined);
    },
  };
}
