import { Injectable } from '@nestjs/common';
import {
  AppError,
  MAX_SHARE_PAYLOAD_CHARS,
  type RichNode,
  highlightCardIds,
  parsePathId,
  withResolvedHighlightCards,
} from '@fieldnote/core';
import { EntitlementsService, PlanGate } from '@fieldnote/control-plane';
import type { Insight, ShareLink } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicScope, WorkspaceScope } from '../../context/workspace-access.service';
import { HighlightCardsService, findLiveInsight } from '../insights';
import type { PublicHighlightModel, SharedInsightModel } from './dto/shared-insight.model';
import {
  SHARING_MESSAGES,
  embedGone,
  publicAccessDisabled,
  shareLinkGone,
  shareTooLarge,
} from './sharing.errors';
import { type ReadersAccess, ShareReaders } from './share-readers';
import { SharingRepository } from './sharing.repository';
import { ShareLinkWriter } from './share-link-writer';
import { isShareToken } from './share-token.util';

/**
 * Public share links of insights. A link opens its insight only while the link is not revoked and
 * the insight is published, live (not in the trash) and fits the spec's share payload limit
 * (000 §5: 17000 serialised characters); in every other case the answer is the same "revoked or
 * does not exist". Tokens are looked up only in the schema of the workspace the request's host
 * names, so a token can never open another workspace's insight. Its highlight cards show only the
 * highlights that both the insight's author and the link's creator can read when it is opened.
 */
@Injectable()
export class SharingService {
  constructor(
    private readonly cards: HighlightCardsService,
    private readonly writer: ShareLinkWriter,
    private readonly readers: ShareReaders,
    private readonly shares: SharingRepository,
    private readonly plans: PlanGate,
    private readonly entitlements: EntitlementsService,
  ) {}

  async list(scope: WorkspaceScope, rawInsightId: string): Promise<ShareLink[]> {
    const insight = await findLiveInsight(scope.em, rawInsightId);
    return this.shares.linksOfInsight(scope.em, insight.id);
  }

  /** A new link for a published insight whose share payload fits the limit. */
  async create(scope: WorkspaceScope, rawInsightId: string): Promise<ShareLink> {
    // Links made before the plan lost public link sharing keep working; no new one is made.
    await this.plans.requireFeature(scope.workspace.id, 'allowPublicLinkSharing');
    if (await this.publicAccessDisabled(scope.workspace.id)) throw publicAccessDisabled();
    return scope.em.transactional(async (em) => {
      const insight = await findLiveInsight(em, rawInsightId);
      if (!insight.published) throw AppError.badInput(SHARING_MESSAGES.notPublished);
      // Sized as its readers will get it: with the cards its author and this member can read.
      await this.payload(em, insight, this.readers.of({ workspace: scope.workspace, em }), [
        insight.createdBy,
        scope.accountId,
      ]);
      return this.writer.create(scope, em, {
        insightId: insight.id,
        projectId: insight.projectId,
        label: insight.title,
      });
    });
  }

  /** Revokes a link (of an insight, a note or a highlight) for good. */
  revoke(scope: WorkspaceScope, rawId: string): Promise<ShareLink> {
    return this.writer.revoke(scope, rawId);
  }

  /** What `/p/{token}` shows, for anyone holding the token. */
  async shared(scope: PublicScope, token: string): Promise<SharedInsightModel> {
    if (!isShareToken(token)) throw shareLinkGone();
    // Spec 001 §6: the HIPAA add-on disables public access; its links open again if it is removed.
    if (await this.publicAccessDisabled(scope.workspace.id)) throw shareLinkGone();
    const em = scope.em;
    const link = await this.shares.activeLinkByToken(em, token);
    if (!link?.insightId) throw shareLinkGone();
    const insight = await this.shares.liveInsightById(em, link.insightId);
    if (!insight?.published || !(await this.shares.liveProjectById(em, insight.projectId)))
      throw shareLinkGone();
    return this.payload(em, insight, this.readers.of(scope), [insight.createdBy, link.createdBy]);
  }

  /**
   * A highlight for `/embed/highlights/{id}`: shown only while a card of a published, live insight
   * with an active share link embeds it and that link shows it (the highlight is then public
   * already): both the insight's author and the link's creator can read it.
   */
  async embedded(scope: PublicScope, rawHighlightId: string): Promise<PublicHighlightModel> {
    let highlightId: string;
    try {
      highlightId = parsePathId(rawHighlightId);
    } catch {
      throw embedGone();
    }
    if (await this.publicAccessDisabled(scope.workspace.id)) throw embedGone();
    // Each author and link creator pair once: a few members share, however many links they made.
    const shares = await this.shares.sharersOfCard(scope.em, scope.workspace.schemaName, highlightId);
    if (shares.length === 0) throw embedGone();
    const [card] = await this.cards.byIds(scope.em, [highlightId]);
    if (!card) throw embedGone();
    const readers = this.readers.of(scope);
    for (const { author, sharer } of shares)
      if (await readers.allCanRead([author, sharer], card.projectId)) return toPublicHighlight(card);
    throw embedGone();
  }

  /** The workspace's entitlements turn public access off (the HIPAA add-on's disablePublicAccess). */
  private async publicAccessDisabled(workspaceId: string): Promise<boolean> {
    return (await this.entitlements.of(workspaceId)).entitlements.disablePublicAccess;
  }

  /**
   * The share payload of an insight, with the highlights every one of `readerIds` can read now; the
   * document's other cards keep their place but lose their highlight id. BAD_USER_INPUT when its
   * serialised form is over the limit.
   */
  private async payload(
    em: EntityManager,
    insight: Insight,
    readers: ReadersAccess,
    readerIds: string[],
  ): Promise<SharedInsightModel> {
    const doc = insight.contentJson as RichNode | null;
    const ids = highlightCardIds(doc);
    const hidden = ids.length > 0 ? await readers.hiddenFromAny(readerIds) : [];
    const cards = hidden ? await this.cards.byIds(em, ids, hidden) : [];
    const shown = new Set(cards.map((card) => card.highlight.id));
    const resolve = (id: string): string | null => (shown.has(id.toLowerCase()) ? id.toLowerCase() : null);
    const payload: SharedInsightModel = {
      title: insight.title,
      publishedAt: insight.publishedAt,
      contentJson: doc ? JSON.stringify(withResolvedHighlightCards(doc, resolve)) : null,
      // The plain text only for documents without rich text (older, seeded ones): never both.
      content: doc ? '' : insight.content,
      highlights: cards.map(toPublicHighlight),
    };
    const size = JSON.stringify(payload).length;
    if (size > MAX_SHARE_PAYLOAD_CHARS) throw shareTooLarge(size);
    return payload;
  }
}

/** A highlight card as public pages show it. */
export function toPublicHighlight(
  card: Awaited<ReturnType<HighlightCardsService['byIds']>>[number],
): PublicHighlightModel {
  return {
    id: card.highlight.id,
    quote: card.highlight.text,
    noteTitle: card.noteTitle,
    tags: card.tags.map((t) => ({ title: t.title, color: t.color })),
  };
}
