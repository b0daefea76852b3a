import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  AppError,
  type Bus,
  type Logger,
  MAX_COLLABORATION_MESSAGE_PARTS,
  MAX_DOCUMENT_DEPTH,
  Role,
} from '@fieldnote/core';
import type { WorkspaceRef } from '@fieldnote/control-plane';
import { BUS, Insight, LOGGER } from '@fieldnote/db';
import { type Document, Hocuspocus } from '@hocuspocus/server';
import * as Y from 'yjs';
import { AnchorMoves } from './anchor-moves';
import { type DocumentName, documentNameOf, parseDocumentName } from './document-name';
import { decodeAnchor } from './document-text.util';
import { ProjectGate } from '../../context/project-gate';
import { CollaborationRelay } from './collaboration-relay';
import { CollaborationRepository } from './collaboration.repository';
import { DocumentStore } from './document-store.service';
import { messageHasTooManyParts } from './message-size.util';
import { updateNestsTooDeeply } from './update-depth.util';

/** Who holds a collaboration connection: set when the socket opens, from the session cookie. */
export interface CollaborationContext {
  workspace: WorkspaceRef;
  accountId: string;
  role: Role;
  /** Set on admission: the member may only view the document's project (a read entry, or a viewer). */
  viewOnly?: boolean;
}

/** How long the server waits after the last edit before it stores a document (Hocuspocus debounce). */
export const STORE_DEBOUNCE_MS = 1_000;
/** Stored at the latest this long after the first unsaved edit, however busy the document. */
export const STORE_MAX_DEBOUNCE_MS = 5_000;

/** The stateless message open editors get when a note's highlights changed: they fetch them again. */
export const HIGHLIGHTS_CHANGED = 'highlights-changed';

/** Why a connection to a document was refused, as the provider's onAuthenticationFailed reason reads. */
export const REFUSALS = {
  unknown: 'This document does not exist.',
  notFound: 'This document does not exist in this workspace or is in the trash.',
} as const;

/** The y-protocols sync messages that carry an update (sync step 2, update). */
const UPDATE_MESSAGES = new Set([1, 2]);

/**
 * Why an update was refused: Hocuspocus closes the connection with this code and reason (4000–4999
 * are the application's close codes), before the update reaches the document or anyone else.
 */
const TOO_DEEP_CLOSE = {
  code: 4400,
  reason: `This document is nested too deeply (at most ${MAX_DOCUMENT_DEPTH} levels).`,
} as const;

/** Why a message was refused before anything decoded it: it would make too many objects (issue 30). */
const TOO_LARGE_CLOSE = {
  code: 4400,
  reason: `This change is too large to send at once (more than ${MAX_COLLABORATION_MESSAGE_PARTS} parts).`,
} as const;

/** A refusal Hocuspocus sends to the client as permission-denied, with `reason`. */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function refuse(reason: string): Refusal {
  return new Refusal(reason);
}

/**
 * The collaboration server (Hocuspocus) of notes and insights. Each document belongs to the
 * workspace whose member first opened it; members of any other workspace are refused. Viewers and
 * everyone on a locked insight get read-only connections: the server drops their updates. Documents
 * are loaded from and stored to the workspace schema by DocumentStore, debounced.
 */
@Injectable()
export class CollaborationHub implements OnApplicationShutdown {
  readonly hocuspocus: Hocuspocus<CollaborationContext>;
  /** Which workspace each loaded document belongs to. */
  private readonly owners = new Map<string, WorkspaceRef>();
  /** Documents whose old highlights were anchored when loaded, until their first connection hears it. */
  private readonly anchoredOnLoad = new Set<string>();
  /** Each loaded note's highlight anchors, followed through edits that move text between blocks. */
  private readonly anchorMoves = new Map<string, AnchorMoves>();

  constructor(
    private readonly store: DocumentStore,
    private readonly documents: CollaborationRepository,
    @Inject(BUS) bus: Bus,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.hocuspocus = new Hocuspocus<CollaborationContext>({
      name: 'fieldnote',
      quiet: true,
      // Other API replicas may hold the same document open: keep them in step.
      extensions: [new CollaborationRelay(bus, logger, (name) => this.hocuspocus.documents.get(name))],
      debounce: STORE_DEBOUNCE_MS,
      maxDebounce: STORE_MAX_DEBOUNCE_MS,
      // Every document must be opened through onConnect's checks; no token is needed (the cookie is).
      onConnect: async ({ documentName, context, connectionConfig }) => {
        const readOnly = await this.admit(documentName, context);
        connectionConfig.readOnly = readOnly;
      },
      // Every message, read-only connections' too, before anything decodes it: an update of hundreds
      // of thousands of tiny structs would exhaust the heap while decoded (MAX_COLLABORATION_MESSAGE_PARTS).
      beforeHandleMessage: async ({ update, documentName }) => {
        if (!messageHasTooManyParts(update)) return;
        logger.warn({ documentName }, 'a collaboration message was refused: it holds too many parts');
        throw TOO_LARGE_CLOSE;
      },
      // An edit that would nest the document too deeply is refused before it is applied: stored, it
      // would overflow every recursive reader of it (and the other members' editors at once).
      beforeSync: async ({ type, payload, document, connection, documentName }) => {
        if (!UPDATE_MESSAGES.has(type) || connection.readOnly) return;
        if (!updateNestsTooDeeply(document, payload)) return;
        logger.warn({ documentName }, 'a collaboration update was refused: it nests the document too deeply');
        // Not an Error: Hocuspocus closes with its code and reason, and logs no stack for it.
        throw TOO_DEEP_CLOSE;
      },
      onLoadDocument: async ({ documentName, document, context }) => {
        const name = parseDocumentName(documentName);
        if (!name) throw refuse(REFUSALS.unknown);
        const { state, anchored, anchors } = await this.store.load(context.workspace, name);
        Y.applyUpdate(document, state);
        if (name.kind === 'note') {
          const moves = new AnchorMoves(document);
          for (const anchor of anchors) moves.watch(decodeAnchor(anchor));
          this.anchorMoves.set(documentName, moves);
        }
        this.owners.set(documentName, context.workspace);
        // The page read these highlights before they had anchors: once connected, it reads them again.
        if (anchored) this.anchoredOnLoad.add(documentName);
      },
      connected: async ({ documentName }) => {
        if (!this.anchoredOnLoad.delete(documentName)) return;
        this.hocuspocus.documents.get(documentName)?.broadcastStateless(HIGHLIGHTS_CHANGED);
      },
      onStoreDocument: async ({ documentName, document }) => {
        const name = parseDocumentName(documentName);
        const workspace = this.owners.get(documentName);
        if (!name || !workspace) return;
        const { highlightsChanged } = await this.store.store(
          workspace,
          name,
          document,
          this.anchorMoves.get(documentName),
        );
        // Open editors show highlight quotes and offsets from GraphQL: tell them they moved.
        if (highlightsChanged) document.broadcastStateless(HIGHLIGHTS_CHANGED);
      },
      afterUnloadDocument: async ({ documentName }) => {
        this.owners.delete(documentName);
        this.anchorMoves.get(documentName)?.destroy();
        this.anchorMoves.delete(documentName);
      },
    });
  }

  /**
   * Checks a connection to `documentName`: the document must be a live note or insight of the
   * caller's workspace. Returns whether the connection is read-only.
   */
  private async admit(documentName: string, context: CollaborationContext): Promise<boolean> {
    const name = parseDocumentName(documentName);
    if (!name) throw refuse(REFUSALS.unknown);
    const owner = this.owners.get(documentName);
    if (owner && owner.id !== context.workspace.id) throw refuse(REFUSALS.notFound);
    const em = this.store.em(context.workspace);
    const row = await this.documents.findLiveRow(em, name);
    if (!row || !(await this.documents.isLiveProject(em, row.projectId))) throw refuse(REFUSALS.notFound);
    // The project's own permission set (spec 000 §6): hidden from the member is not found, read only
    // is read-only. The store's entity manager carries no member gate, so it is asked here.
    const gate = new ProjectGate(
      em,
      context.workspace.schemaName,
      context.accountId,
      context.role,
      Role.VIEWER,
    );
    const projectRole = await gate.roleIn(row.projectId);
    if (!projectRole) throw refuse(REFUSALS.notFound);
    context.viewOnly = projectRole === Role.VIEWER;
    const locked = row instanceof Insight && row.lockedAt !== null;
    return context.viewOnly || locked;
  }

  /** The document as it is in memory now, when it is open in this process for this workspace. */
  liveDocument(workspace: WorkspaceRef, name: DocumentName): Document | null {
    const documentName = documentNameOf(name.kind, name.id);
    if (this.owners.get(documentName)?.id !== workspace.id) return null;
    return this.hocuspocus.documents.get(documentName) ?? null;
  }

  /** A new highlight's anchors, followed from now on where the note is open in this process. */
  watchAnchors(workspace: WorkspaceRef, noteId: string, anchors: Y.RelativePosition[]): void {
    if (!this.liveDocument(workspace, { kind: 'note', id: noteId })) return;
    const moves = this.anchorMoves.get(documentNameOf('note', noteId));
    for (const anchor of anchors) moves?.watch(anchor);
  }

  /** Where an anchor taken in the open note stands now (on its character, wherever that moved). */
  followAnchor(workspace: WorkspaceRef, noteId: string, anchor: Y.RelativePosition): Y.RelativePosition {
    if (!this.liveDocument(workspace, { kind: 'note', id: noteId })) return anchor;
    return this.anchorMoves.get(documentNameOf('note', noteId))?.follow(anchor) ?? anchor;
  }

  /** Tells every open editor of the note to fetch its highlights again. */
  highlightsChanged(workspace: WorkspaceRef, noteId: string): void {
    this.liveDocument(workspace, { kind: 'note', id: noteId })?.broadcastStateless(HIGHLIGHTS_CHANGED);
  }

  /**
   * Runs `change` on the document through a server-side connection (loading it if nobody has it
   * open), so open editors see the change at once, then stores it.
   */
  async change(
    context: CollaborationContext,
    name: DocumentName,
    change: (doc: Y.Doc) => void,
  ): Promise<void> {
    const documentName = documentNameOf(name.kind, name.id);
    if (await this.admit(documentName, context))
      throw AppError.forbidden(
        name.kind === 'insight' ? 'This insight is locked.' : 'Viewers cannot make changes.',
      );
    const connection = await this.hocuspocus.openDirectConnection(documentName, context);
    try {
      await connection.transact(change);
    } finally {
      await connection.disconnect();
    }
  }

  /**
   * An insight was locked or unlocked: its open editors become read-only or writable at once (viewers
   * stay read-only), so nobody keeps typing into a locked insight until they reconnect.
   */
  insightLockChanged(workspace: WorkspaceRef, insightId: string, locked: boolean): void {
    const document = this.liveDocument(workspace, { kind: 'insight', id: insightId });
    for (const connection of document?.getConnections() ?? [])
      connection.readOnly = locked || (connection.context as CollaborationContext).viewOnly !== false;
  }

  /** Stores every open document and closes every connection. */
  async onApplicationShutdown(): Promise<void> {
    this.hocuspocus.closeConnections();
    this.hocuspocus.flushPendingStores();
    // Stores run on the debouncer: wait until every document has been written and unloaded.
    for (let i = 0; i < 100 && this.hocuspocus.getDocumentsCount() > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
