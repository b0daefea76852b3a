import { useCallback, useRef, useState } from 'react';
import type {
  CreateHighlightMutation,
  DeleteHighlightMutation,
  DeleteHighlightMutationVariables,
} from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import type { CacheUpdate } from '../../graphql/utils/graphqlRequest';
import { useHighlightTagPicker } from '../../tags/hooks/useHighlightTagPicker';
import { CREATE_HIGHLIGHT_MUTATION, DELETE_HIGHLIGHT_MUTATION } from '../../tags/operations';
import type { Highlight } from '../types/Note';
import type { EditorSelection } from '../../editor/types/EditorSelection';
import { addHighlightInCache } from '../utils/addHighlightInCache';
import { deleteHighlightInCache } from '../utils/deleteHighlightInCache';

const added: CacheUpdate<CreateHighlightMutation, unknown> = (cache, data) =>
  addHighlightInCache(cache, data.createHighlight);
const deleted: CacheUpdate<DeleteHighlightMutation, DeleteHighlightMutationVariables> = (
  cache,
  _data,
  vars,
) => deleteHighlightInCache(cache, String(vars.id));

/**
 * Highlighting on the note page: follows the editor's selection (`setSelection`), turns it into a
 * highlight anchored to its words on H (the editor's key) or the floating button, opens the tag
 * picker on it at once (useHighlightTagPicker), and removes tags and highlights from the list. The
 * cached note shows each change at once (a new highlight in its place, a deleted one gone). The
 * latest refusal is `error`.
 */
export function useNoteHighlighting({
  noteId,
  projectId,
  highlights,
  editable,
}: {
  noteId: string;
  projectId: string;
  highlights: Highlight[];
  editable: boolean;
}) {
  const [selection, setSelectionState] = useState<EditorSelection | null>(null);
  // The selection a highlight was just made from: it stays selected in the editor (the focus is in
  // the tag picker), and offering to highlight it again would make a duplicate.
  const consumed = useRef<string | null>(null);
  const setSelection = useCallback((next: EditorSelection | null) => {
    setSelectionState(next && `${next.startAnchor}:${next.endAnchor}` === consumed.current ? null : next);
  }, []);
  const [create, creation] = useGraphqlMutation(CREATE_HIGHLIGHT_MUTATION, { update: added });
  const [remove, removal] = useGraphqlMutation(DELETE_HIGHLIGHT_MUTATION, { update: deleted });
  const tagging = useHighlightTagPicker({ projectId, enabled: editable, alongside: [creation, removal] });
  const { clear, open, picker, removeTag } = tagging;

  const highlightSelection = useCallback(async () => {
    const current = selection;
    if (!current || !editable) return;
    // The anchors place it; the server reads its text from the shared document.
    clear();
    const created = await create({
      input: {
        noteId,
        startOffset: 0,
        endOffset: 0,
        text: current.text,
        startAnchor: current.startAnchor,
        endAnchor: current.endAnchor,
      },
    });
    if (!created) return;
    consumed.current = `${current.startAnchor}:${current.endAnchor}`;
    // The tag picker takes the focus next. The editor lets go of it and of its selection first: it
    // writes its selection back into the page when it redraws (as it does to mark the new highlight),
    // and the picker's focus trap gives the focus back to the editor whenever it re-renders.
    window.getSelection()?.removeAllRanges();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setSelectionState(null);
    open(created.createHighlight.id, { top: current.rect.bottom + 8, left: current.rect.left }, []);
  }, [clear, create, editable, noteId, open, selection]);

  /** The editor's H on a selection: highlights it unless the picker is already open. */
  const onSelectionKey = useCallback((): boolean => {
    if (!editable || picker || !selection) return false;
    void highlightSelection();
    return true;
  }, [editable, highlightSelection, picker, selection]);

  const deleteHighlight = async (id: string) => {
    clear();
    await remove({ id });
  };

  /** The tag picker on a highlight of the list (its Add tag), with the tags it carries. */
  const openPicker = useCallback(
    (highlightId: string, element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const applied = highlights.find((h) => h.id === highlightId)?.tags.map((t) => t.id) ?? [];
      open(highlightId, { top: box.bottom + 4, left: box.left }, applied);
    },
    [highlights, open],
  );

  return {
    ...tagging,
    selection,
    setSelection,
    onSelectionKey,
    highlightSelection,
    removeTag,
    deleteHighlight,
    openPicker,
  };
}
