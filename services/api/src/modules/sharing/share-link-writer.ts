import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, AuditAction, AuditObjectType, SHARING_EVENTS, parsePathId } from '@fieldnote/core';
import { recordAuditEntry } from '@fieldnote/control-plane';
import type { ShareLink } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { AuditActors } from '../../context/audit-actors.service';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { newShareToken } from './share-token.util';
import { SharingRepository } from './sharing.repository';

/** What one link shares: exactly one insight, note or highlight, in a project. */
export interface ShareTarget {
  insightId?: string;
  noteId?: string;
  highlightId?: string;
  projectId: string;
  /** The audit entry's label: the insight's or note's title, or the highlight's quote. */
  label: string;
}

/**
 * Writes and revokes share links, whatever they share: the row, its event and its audit entry in
 * one transaction (making something public is a change of access, audited with the change).
 */
@Injectable()
export class ShareLinkWriter {
  constructor(
    private readonly actors: AuditActors,
    private readonly shares: SharingRepository,
  ) {}

  /** A new link to `target`, made inside `em`'s transaction by the member of `scope`. */
  async create(scope: WorkspaceScope, em: EntityManager, target: ShareTarget): Promise<ShareLink> {
    const actor = await this.actors.of(scope);
    const ids = {
      insightId: target.insightId ?? null,
      noteId: target.noteId ?? null,
      highlightId: target.highlightId ?? null,
    };
    const link = await this.shares.insertLink(em, {
      id: randomUUID(),
      ...ids,
      token: newShareToken(),
      createdBy: scope.accountId,
    });
    await recordEvent(em, SHARING_EVENTS.created, scope.workspace.id, {
      shareLinkId: link.id,
      ...ids,
      projectId: target.projectId,
    });
    await recordAuditEntry(em, scope.workspace.schemaName, {
      actor,
      action: AuditAction.SHARE_LINK_CREATED,
      objectType: AuditObjectType.SHARE_LINK,
      objectId: link.id,
      objectLabel: target.label,
      newValue: { ...targetOf(link), active: true },
    });
    return link;
  }

  /** Revokes the link for good; revoking a revoked link changes nothing. */
  async revoke(scope: WorkspaceScope, rawId: string): Promise<ShareLink> {
    const actor = await this.actors.of(scope);
    return scope.em.transactional(async (em) => {
      const link = await this.shares.linkById(em, parsePathId(rawId));
      if (!link) throw AppError.notFound('Share link');
      if (link.revokedAt) return link;
      link.revokedAt = new Date();
      link.revokedBy = scope.accountId;
      await this.shares.save(em);
      await recordEvent(em, SHARING_EVENTS.revoked, scope.workspace.id, {
        shareLinkId: link.id,
        insightId: link.insightId,
        noteId: link.noteId,
        highlightId: link.highlightId,
      });
      await recordAuditEntry(em, scope.workspace.schemaName, {
        actor,
        action: AuditAction.SHARE_LINK_REVOKED,
        objectType: AuditObjectType.SHARE_LINK,
        objectId: link.id,
        objectLabel: await this.labelOf(em, link),
        oldValue: { ...targetOf(link), active: true },
        newValue: { ...targetOf(link), active: false },
      });
      return link;
    });
  }

  private async labelOf(em: EntityManager, link: ShareLink): Promise<string> {
    if (link.insightId)
      return (await this.shares.insightById(em, link.insightId))?.title ?? 'Untitled insight';
    if (link.noteId) return (await this.shares.noteById(em, link.noteId))?.title ?? 'Untitled note';
    const highlight = link.highlightId ? await this.shares.highlightById(em, link.highlightId) : null;
    return quoteLabel(highlight?.text ?? 'Highlight');
  }
}

/** The id a link shares, under its own name, for the audit entry (the insight's as before). */
function targetOf(link: ShareLink): Record<string, string> {
  if (link.insightId) return { insightId: link.insightId };
  if (link.noteId) return { noteId: link.noteId };
  return { highlightId: link.highlightId ?? '' };
}

/** A quote as an audit label: its first 200 characters. */
export function quoteLabel(quote: string): string {
  return quote.length > 200 ? `${quote.slice(0, 199)}…` : quote;
}
