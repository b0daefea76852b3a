import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode, MAX_SHARE_PAYLOAD_CHARS } from '@fieldnote/core';
import { EntitlementsService, PlanGate } from '@fieldnote/control-plane';
import type { Note, ShareLink } from '@fieldnote/db';
import type { PublicScope, WorkspaceScope } from '../../context/workspace-access.service';
import { HighlightCardsService } from '../insights';
import { findLiveNote } from '../notes';
import type { PublicHighlightModel } from './dto/shared-insight.model';
import type { SharedNoteModel } from './dto/shared-note.model';
import { ShareLinkWriter, quoteLabel } from './share-link-writer';
import { ShareReaders } from './share-readers';
import { isShareToken } from './share-token.util';
import { type SharedKind, publicAccessDisabled, shareLinkGone, shareTooLarge } from './sharing.errors';
import { SharingRepository } from './sharing.repository';
import { toPublicHighlight } from './sharing.service';

/**
 * Share links of a note (`/p/data/{token}`) and of a highlight (`/public-object/{token}`), by the
 * rules of an insight's: the plan must allow public link sharing to make one and must not turn public
 * access off (the HIPAA add-on: then no link opens either), the member must be
 * able to read what they share, and its payload must fit 17,000 serialised characters (spec 000
 * §5). A link borrows its creator's rights: it opens only while its creator can still read what it
 * shares (a creator who left, or lost access to the project, takes the page down with them), and
 * answers "revoked or does not exist" alike for a revoked, unknown or other workspace's token, and
 * for a note or highlight in the trash or deleted.
 */
@Injectable()
export class SharedObjectsService {
  constructor(
    private readonly cards: HighlightCardsService,
    private readonly writer: ShareLinkWriter,
    private readonly readers: ShareReaders,
    private readonly shares: SharingRepository,
    private readonly plans: PlanGate,
    private readonly entitlements: EntitlementsService,
  ) {}

  async linksOfNote(scope: WorkspaceScope, rawNoteId: string): Promise<ShareLink[]> {
    const note = await findLiveNote(scope.em, rawNoteId);
    return this.shares.linksOfNote(scope.em, note.id);
  }

  async linksOfHighlight(scope: WorkspaceScope, rawHighlightId: string): Promise<ShareLink[]> {
    const card = await this.cards.one(scope.em, rawHighlightId);
    return this.shares.linksOfHighlight(scope.em, card.highlight.id);
  }

  /** A new link to a note the member can read, whose payload fits. */
  async createForNote(scope: WorkspaceScope, rawNoteId: string): Promise<ShareLink> {
    await this.requirePublicSharing(scope.workspace.id);
    return scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, rawNoteId);
      sized(notePayload(note), 'note');
      return this.writer.create(scope, em, { noteId: note.id, projectId: note.projectId, label: note.title });
    });
  }

  /** A new link to a highlight the member can read, whose payload fits. */
  async createForHighlight(scope: WorkspaceScope, rawHighlightId: string): Promise<ShareLink> {
    await this.requirePublicSharing(scope.workspace.id);
    return scope.em.transactional(async (em) => {
      const card = await this.cards.one(em, rawHighlightId);
      sized(toPublicHighlight(card), 'highlight');
      return this.writer.create(scope, em, {
        highlightId: card.highlight.id,
        projectId: card.projectId,
        label: quoteLabel(card.highlight.text),
      });
    });
  }

  /** What `/p/data/{token}` shows, for anyone holding the token. */
  async sharedNote(scope: PublicScope, token: string): Promise<SharedNoteModel> {
    const link = await this.activeLink(scope, token);
    if (!link.noteId) throw shareLinkGone();
    const note = await findLiveNote(scope.em, link.noteId).catch(gone);
    if (!(await this.readers.of(scope).allCanRead([link.createdBy], note.projectId))) throw shareLinkGone();
    return sized(notePayload(note), 'note');
  }

  /** What `/public-object/{token}` shows, for anyone holding the token. */
  async sharedHighlight(scope: PublicScope, token: string): Promise<PublicHighlightModel> {
    const link = await this.activeLink(scope, token);
    if (!link.highlightId) throw shareLinkGone();
    const hidden = await this.readers.of(scope).hiddenFromAny([link.createdBy]);
    if (!hidden) throw shareLinkGone();
    const [card] = await this.cards.byIds(scope.em, [link.highlightId], hidden);
    if (!card) throw shareLinkGone();
    return sized(toPublicHighlight(card), 'highlight');
  }

  /** The plan allows public link sharing and does not turn public access off (the HIPAA add-on). */
  private async requirePublicSharing(workspaceId: string): Promise<void> {
    await this.plans.requireFeature(workspaceId, 'allowPublicLinkSharing');
    if (await this.publicAccessOff(workspaceId)) throw publicAccessDisabled();
  }

  /** The workspace's entitlements turn public access off (disablePublicAccess: the HIPAA add-on). */
  private async publicAccessOff(workspaceId: string): Promise<boolean> {
    return (await this.entitlements.of(workspaceId)).entitlements.disablePublicAccess;
  }

  private async activeLink(scope: PublicScope, token: string): Promise<ShareLink> {
    if (!isShareToken(token)) throw shareLinkGone();
    // Spec 001 §6: with public access off no link opens (an insight's neither); they open again when it is back.
    if (await this.publicAccessOff(scope.workspace.id)) throw shareLinkGone();
    const link = await this.shares.activeLinkByToken(scope.em, token);
    if (!link) throw shareLinkGone();
    return link;
  }
}

/** A note as its public page shows it: title, date and plain text, nothing else of the workspace. */
function notePayload(note: Note): SharedNoteModel {
  return { title: note.title, createdAt: note.createdAt, content: note.content };
}

/** The payload, or BAD_USER_INPUT when its serialised form is over the spec's limit. */
function sized<T>(payload: T, what: SharedKind): T {
  const size = JSON.stringify(payload).length;
  if (size > MAX_SHARE_PAYLOAD_CHARS) throw shareTooLarge(size, what);
  return payload;
}

/** A lookup's NOT_FOUND becomes the link's own "revoked or does not exist". */
function gone(error: unknown): never {
  if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) throw shareLinkGone();
  throw error;
}
