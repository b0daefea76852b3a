import Image from '@tiptap/extension-image';
import Mention from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { HighlightCard } from '../highlight-card/HighlightCardExtension';

/**
 * The schema of insight documents for read-only views (shared and embedded pages): the same nodes
 * as the collaborative editor (rich text, images, tables, mentions) with highlight cards as cards.
 */
export function insightExtensions(): Extensions {
  return [
    StarterKit.configure({ link: { openOnClick: false } }),
    Image,
    TableKit.configure({ table: { resizable: false } }),
    Mention.configure({ HTMLAttributes: { class: 'mention' } }),
    HighlightCard,
  ];
}
