import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import { INSIGHT_EVENTS, MAX_LENGTH, NOTE_EVENTS, PROJECT_EVENTS } from '@fieldnote/core';
import type { WorkspaceRef } from '@fieldnote/control-plane';
import { Databases, type Highlight, Note, ProjectReadme } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { yXmlFragmentToProsemirrorJSON } from 'y-prosemirror';
import * as Y from 'yjs';
import { recordEvent } from '../../common/record-event';
import type { AnchorMoves } from './anchor-moves';
import { storedDocumentState } from './build-document';
import { CollaborationRepository } from './collaboration.repository';
import type { DocumentName } from './document-name';
import {
  DOCUMENT_FIELD,
  type DocumentText,
  anchorAt,
  decodeAnchor,
  documentText,
  encodeAnchor,
  resolveRange,
} from './document-text.util';

/**
 * Where collaborative documents live: loads a note's or insight's Yjs state from its workspace
 * schema and stores it back with its ProseMirror JSON, its plain text and its highlights' current
 * offsets, in one transaction with one outbox event. Called by the collaboration server's debounced
 * store (never per keystroke) and by the highlights module.
 */
@Injectable()
export class DocumentStore {
  constructor(
    private readonly databases: Databases,
    private readonly documents: CollaborationRepository,
  ) {}

  /** An entity manager bound to the workspace's schema. */
  em(workspace: WorkspaceRef): EntityManager {
    return this.databases
      .region(workspace.region)
      .em.fork({ schema: workspace.schemaName }) as unknown as EntityManager;
  }

  /**
   * The Yjs state of the document, built from its JSON or text when it was never opened. A note's
   * highlights made before anchoring existed are anchored here, against the text they were made on.
   */
  /** The document's state, and whether highlights made before anchoring existed were anchored now. */
  async load(
    workspace: WorkspaceRef,
    name: DocumentName,
  ): Promise<{ state: Uint8Array; anchored: boolean; anchors: Uint8Array[] }> {
    return this.em(workspace).transactional(async (em) => {
      const row = await this.documents.findRowWithState(em, name);
      if (!row) throw new Error(`${name.kind} ${name.id} does not exist`);
      const state = storedDocumentState(row);
      // Built once: later opens read it back instead of building it again, and anchors point into it.
      // Written past the entity: keeping it is not an edit, and the row's updatedAt must stay.
      if (!row.ydoc) await this.documents.keepState(em, row, state);
      let anchored = false;
      const anchors: Uint8Array[] = [];
      if (row instanceof Note) {
        const unanchored = await this.documents.findHighlights(em, row.id, { unanchored: true });
        if (unanchored.length > 0) {
          anchored = true;
          const doc = new Y.Doc();
          Y.applyUpdate(doc, state);
          anchorHighlights(documentText(doc), unanchored);
          doc.destroy();
          await this.documents.save(em, unanchored);
        }
        for (const highlight of await this.documents.findHighlights(em, row.id))
          if (highlight.startAnchor && highlight.endAnchor)
            anchors.push(highlight.startAnchor, highlight.endAnchor);
      }
      return { state, anchored, anchors };
    });
  }

  /**
   * Writes the document's state, JSON and plain text, moves the note's highlights to where their
   * anchors stand now (detaching those whose text is gone) and records one update event.
   */
  async store(
    workspace: WorkspaceRef,
    name: DocumentName,
    doc: Y.Doc,
    moves?: AnchorMoves,
  ): Promise<{ highlightsChanged: boolean }> {
    return this.em(workspace).transactional(async (em) => {
      const row = await this.documents.findRowWithState(em, name);
      // Deleted for good while open: there is nothing left to store into.
      if (!row) return { highlightsChanged: false };
      const content = documentText(doc);
      const json = yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(DOCUMENT_FIELD));
      const state = Buffer.from(Y.encodeStateAsUpdate(doc));
      // Opening a document can send an update that changes nothing anyone sees (an editor settling
      // its state): its state is kept, but it is not an edit, so the row's updatedAt and the
      // workspace's "recently changed" stay put and no update event is recorded.
      const edited = !row.ydoc || !isDeepStrictEqual(documentJson(row.ydoc), json);
      const highlights = row instanceof Note ? await this.documents.findHighlights(em, row.id) : [];
      const moved = followAnchors(doc, content, highlights, moves);
      const highlightsChanged = moved.moved.length + moved.detached.length > 0;
      if (!edited && !highlightsChanged) {
        await this.documents.keepState(em, row, state);
        return { highlightsChanged: false };
      }
      row.content = content.text;
      row.contentJson = json;
      row.ydoc = state;
      row.updatedAt = new Date();
      await this.documents.save(em, [row, ...highlights]);
      if (row instanceof ProjectReadme) {
        await recordEvent(em, PROJECT_EVENTS.updated, workspace.id, {
          projectId: row.projectId,
          fields: ['readme'],
        });
        return { highlightsChanged: false };
      }
      if (row instanceof Note) {
        await recordEvent(em, NOTE_EVENTS.updated, workspace.id, {
          noteId: row.id,
          projectId: row.projectId,
          source: 'collaboration',
          movedHighlightIds: moved.moved,
          detachedHighlightIds: moved.detached,
        });
        return { highlightsChanged };
      }
      await recordEvent(em, INSIGHT_EVENTS.updated, workspace.id, {
        insightId: row.id,
        projectId: row.projectId,
        source: 'collaboration',
      });
      return { highlightsChanged: false };
    });
  }
}

/** The ProseMirror JSON of a stored Yjs state. */
function documentJson(state: Uint8Array): Record<string, unknown> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const json = yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(DOCUMENT_FIELD));
  doc.destroy();
  return json;
}

/** Gives highlights without anchors anchors at their offsets, when the text there is still theirs. */
export function anchorHighlights(content: DocumentText, highlights: Highlight[]): void {
  for (const highlight of highlights) {
    if (content.text.slice(highlight.startOffset, highlight.endOffset) !== highlight.text) continue;
    const start = anchorAt(content, highlight.startOffset, 'start');
    const end = anchorAt(content, highlight.endOffset, 'end');
    if (!start || !end) continue;
    highlight.startAnchor = encodeAnchor(start);
    highlight.endAnchor = encodeAnchor(end);
  }
}

/**
 * Moves each anchored highlight to where its anchors stand in `doc`: new offsets and text, or
 * detached (offsets collapsed, original quote kept) when its text was deleted entirely. An undo that
 * brings the text back re-attaches it. With the document's AnchorMoves, anchors on characters an
 * edit moved to another block (a split, a join, their undo) follow them, and are stored so.
 */
export function followAnchors(
  doc: Y.Doc,
  content: DocumentText,
  highlights: Highlight[],
  moves?: AnchorMoves,
): { moved: string[]; detached: string[] } {
  const moved: string[] = [];
  const detached: string[] = [];
  for (const highlight of highlights) {
    if (!highlight.startAnchor || !highlight.endAnchor) continue;
    let start = decodeAnchor(highlight.startAnchor);
    let end = decodeAnchor(highlight.endAnchor);
    if (moves) {
      moves.watch(start);
      moves.watch(end);
      start = moves.follow(start);
      end = moves.follow(end);
      const startAnchor = encodeAnchor(start);
      const endAnchor = encodeAnchor(end);
      if (!startAnchor.equals(highlight.startAnchor) || !endAnchor.equals(highlight.endAnchor)) {
        highlight.startAnchor = startAnchor;
        highlight.endAnchor = endAnchor;
        highlight.updatedAt = new Date();
        if (!moved.includes(highlight.id)) moved.push(highlight.id);
      }
    }
    const range = resolveRange(doc, content, start, end);
    if (range.detached) {
      if (highlight.detached) continue;
      highlight.detached = true;
      highlight.startOffset = range.startOffset;
      highlight.endOffset = range.startOffset;
      detached.push(highlight.id);
      continue;
    }
    // The quote is cut to its column's limit when typing inside a highlight makes it longer.
    const text = range.text.slice(0, MAX_LENGTH.highlightText);
    if (
      !highlight.detached &&
      highlight.startOffset === range.startOffset &&
      highlight.endOffset === range.endOffset &&
      highlight.text === text
    )
      continue;
    highlight.detached = false;
    highlight.startOffset = range.startOffset;
    highlight.endOffset = range.endOffset;
    highlight.text = text;
    highlight.updatedAt = new Date();
    if (!moved.includes(highlight.id)) moved.push(highlight.id);
  }
  return { moved, detached };
}
