import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import type { EditorHighlight } from '../../editor/types/EditorSelection';
import { selectionAnchors } from '../../editor/utils/anchors';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { plainTextRange } from '../../notes/utils/plainTextRange';
import { NOTE_HIGHLIGHT_SUGGESTIONS_QUERY } from '../operations';
import { aiStrings } from '../strings';

/** Suggestion marks are named so (a highlight's id is a bare UUID). */
const SUGGESTION_MARK_PREFIX = 'suggestion-';
/** Suggestions are marked in this colour, in the text and in the review panel. */
export const SUGGESTION_COLOR = '#8e24aa';
/** The editor fills in once the shared document has arrived: look for the words this long. */
const FIND_TRIES = 50;
const FIND_EVERY_MS = 100;

/**
 * A note's suggested highlights marked in its text (issue 34 review panel): each suggestion's
 * plain-text offsets found in the editor's document and marked like a highlight, from anchors, so
 * the marks follow edits. Nothing while `enabled` is false (generative AI off).
 */
export function useSuggestionMarks(
  editor: Editor | null,
  noteId: string,
  enabled: boolean,
): EditorHighlight[] {
  const { data } = useGraphqlQuery(NOTE_HIGHLIGHT_SUGGESTIONS_QUERY, { noteId }, { skip: !enabled });
  const suggestions = enabled ? data?.noteHighlightSuggestions.suggestions : undefined;
  const [marks, setMarks] = useState<EditorHighlight[]>([]);
  useEffect(() => {
    setMarks([]);
    if (!editor || !suggestions || suggestions.length === 0) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (editor.isDestroyed) return clearInterval(timer);
      const found = suggestions.flatMap((s) => {
        const range = plainTextRange(editor.state.doc, s.startOffset, s.endOffset);
        const anchors = range ? selectionAnchors(editor.state, range.from, range.to) : null;
        return anchors
          ? [
              {
                id: `${SUGGESTION_MARK_PREFIX}${s.id}`,
                ...anchors,
                detached: false,
                color: SUGGESTION_COLOR,
                title: aiStrings.suggestedMark(s.highlightReason),
              },
            ]
          : [];
      });
      if (found.length > 0 || tries >= FIND_TRIES) {
        clearInterval(timer);
        setMarks(found);
      }
    }, FIND_EVERY_MS);
    return () => clearInterval(timer);
  }, [editor, suggestions]);
  return marks;
}
