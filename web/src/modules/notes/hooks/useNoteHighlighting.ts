import { useCallback, useEffect, useRef, useState } from 'react';
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
import { type TextSelection, selectionOffsets } from '../utils/selectionOffsets';

/** The tag picker's state: which highlight it tags and where it opens. */
export interface PickerState {
  highlightId: string;
  anchor: { top: number; left: number };
}

/** Whether a key press belongs to a text field (so H types an H there). */
function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Highlighting on the note page: follows the text selection inside the note, turns it into a
 * highlight on H (or the floating button), opens the tag picker on it at once, and applies,
 * creates and removes tags. Every refusal lands in `error` for the page to show.
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
  const containerRef = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const [picker, setPicker] = useState<PickerState | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const tagList = useGraphqlQuery(TAG_LIST_QUERY, { projectId }, { skip: !projectId || !editable });
  const refetchTags = tagList.refetch;
  const tags = tagList.data?.tags ?? [];

  useEffect(() => {
    if (!editable) return;
    const follow = () => setSelection(selectionOffsets(containerRef.current));
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, [editable]);

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
    const current = selection ?? selectionOffsets(containerRef.current);
    if (!current) return;
    const created = await attempt(() =>
      graphqlRequest(CREATE_HIGHLIGHT_MUTATION, {
        input: {
          noteId,
          startOffset: current.startOffset,
          endOffset: current.endOffset,
          text: current.text,
        },
      }),
    );
    if (!created) return;
    window.getSelection()?.removeAllRanges();
    setSelection(null);
    setPicker({
      highlightId: created.createHighlight.id,
      anchor: { top: current.rect.bottom + 8, left: current.rect.left },
    });
    onChanged();
  }, [attempt, noteId, onChanged, selection]);

  useEffect(() => {
    if (!editable) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'h' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target) || picker) return;
      if (!selectionOffsets(containerRef.current)) return;
      event.preventDefault();
      void highlightSelection();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [editable, highlightSelection, picker]);

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
    containerRef,
    selection,
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
