import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { HighlightCard } from '../highlight-card/HighlightCardExtension';

/** The editor schema of insight documents: rich text plus highlight cards. */
export function insightExtensions(): Extensions {
  return [StarterKit.configure({ link: { openOnClick: false } }), HighlightCard];
}
