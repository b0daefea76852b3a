import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { selectionAnchors } from '../../editor/utils/anchors';
import type { EditorHighlight } from '../../editor/types/EditorSelection';
import { noteStrings } from '../strings';
import { plainTextRange } from '../utils/plainTextRange';

const QUOTE_HASH = /^#quote-(\d+)-(\d+)$/;
/** The id the cited words are marked with (never a highlight's: those are UUIDs). */
export const QUOTE_MARK_ID = 'quote';
const QUOTE_COLOR = '#f9a825';
/** The editor fills in once the shared document has arrived: look for the words this long. */
const FIND_TRIES = 50;
const FIND_EVERY_MS = 100;

/**
 * A citation's link (`/data/{note}#quote-{start}-{end}`, from an Ask answer) opens the note with
 * those words marked and scrolled into view: the plain-text offsets are found in the editor's
 * document and marked like a highlight (from anchors, so the mark follows edits made meanwhile).
 */
export function useQuoteFromHash(editor: Editor | null): EditorHighlight | null {
  const { hash } = useLocation();
  const [mark, setMark] = useState<EditorHighlight | null>(null);
  useEffect(() => {
    const match = QUOTE_HASH.exec(hash);
    setMark(null);
    if (!editor || !match) return;
    const start = Number(match[1]);
    const end = Number(match[2]);
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      const range = editor.isDestroyed ? null : plainTextRange(editor.state.doc, start, end);
      const anchors = range ? selectionAnchors(editor.state, range.from, range.to) : null;
      if (anchors) {
        clearInterval(timer);
        setMark({
          id: QUOTE_MARK_ID,
          ...anchors,
          detached: false,
          color: QUOTE_COLOR,
          title: noteStrings.citedWords,
        });
        // Once the decoration is drawn.
        setTimeout(
          () => document.getElementById(`highlight-${QUOTE_MARK_ID}`)?.scrollIntoView({ block: 'center' }),
          50,
        );
      } else if (tries >= FIND_TRIES) clearInterval(timer);
    }, FIND_EVERY_MS);
    return () => clearInterval(timer);
  }, [hash, editor]);
  return mark;
}
