import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { HighlightCard } from '../extensions/HighlightCard';
import { memberMention } from '../extensions/memberMention';
import type { MentionMember } from '../types/MentionMember';

/** The user a member's caret shows to the others. */
export interface CaretUser {
  name: string;
  color: string;
}

/**
 * The editor's document schema — the same nodes and marks as the server's
 * (services/api/src/modules/collaboration/document-schema.ts): StarterKit (headings, lists, quotes,
 * code, links; its undo history is replaced by the collaboration's), images, tables, mentions and
 * highlight cards — bound to the shared Yjs document, with every member's caret.
 */
export function editorExtensions(options: {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  user: CaretUser;
  members: () => MentionMember[];
}): Extensions {
  return [
    StarterKit.configure({ undoRedo: false, link: { openOnClick: false, autolink: true } }),
    Image,
    TableKit.configure({ table: { resizable: false } }),
    memberMention(options.members),
    HighlightCard,
    Collaboration.configure({ document: options.doc }),
    CollaborationCaret.configure({ provider: options.provider, user: options.user }),
  ];
}
