import { Injectable } from '@nestjs/common';
import { EntitlementsService } from '@fieldnote/control-plane';
import type { PublicScope } from '../../context/workspace-access.service';
import type { HighlightCardsService } from '../insights';
import { ShareReaders } from './share-readers';
import { SharingRepository } from './sharing.repository';

type HighlightCard = Awaited<ReturnType<HighlightCardsService['byIds']>>[number];

/**
 * Which highlights are public already, for pages that show them to anyone (reel embeds): a
 * highlight is public while a live share shows it, by the rules of the share pages: a card of a
 * shared, published insight whose author and link creator can both read it (as
 * /embed/highlights/{id}), a highlight share link, or a share link of its note, whose creator can
 * still read it. Nothing is public while the workspace's plan turns public access off.
 */
@Injectable()
export class PublicHighlightsService {
  constructor(
    private readonly readers: ShareReaders,
    private readonly shares: SharingRepository,
    private readonly entitlements: EntitlementsService,
  ) {}

  /** The cards among `cards` that a live share makes public, in their order. */
  async publicAmong<T extends HighlightCard>(scope: PublicScope, cards: T[]): Promise<T[]> {
    if (cards.length === 0) return [];
    if ((await this.entitlements.of(scope.workspace.id)).entitlements.disablePublicAccess) return [];
    const readers = this.readers.of(scope);
    const shown: T[] = [];
    for (const card of cards) {
      const sharers = [
        ...(await this.shares.sharersOfCard(scope.em, scope.workspace.schemaName, card.highlight.id)),
      ];
      let isPublic = false;
      for (const { author, sharer } of sharers)
        if (await readers.allCanRead([author, sharer], card.projectId)) {
          isPublic = true;
          break;
        }
      if (!isPublic) {
        const links = [
          ...(await this.shares.linksOfHighlight(scope.em, card.highlight.id)),
          ...(await this.shares.linksOfNote(scope.em, card.highlight.noteId)),
        ].filter((link) => !link.revokedAt);
        for (const link of links)
          if (await readers.allCanRead([link.createdBy], card.projectId)) {
            isPublic = true;
            break;
          }
      }
      if (isPublic) shown.push(card);
    }
    return shown;
  }

  /** Whether an insight is published, live and has a live share link (its reels may then be embedded). */
  async insightShared(scope: PublicScope, insightId: string): Promise<boolean> {
    const insight = await this.shares.liveInsightById(scope.em, insightId);
    if (!insight?.published || !(await this.shares.liveProjectById(scope.em, insight.projectId)))
      return false;
    return (await this.shares.linksOfInsight(scope.em, insight.id)).some((link) => !link.revokedAt);
  }
}
