import { Module } from '@nestjs/common';
import { CollaborationModule } from '../collaboration';
import { TagsModule } from '../tags';
import { HighlightCardsResolver } from './highlight-cards.resolver';
import { HighlightCardsRepository } from './highlight-cards.repository';
import { HighlightCardsService } from './highlight-cards.service';
import { InsightTrashService } from './insight-trash.service';
import { InsightsResolver } from './insights.resolver';
import { InsightsRepository } from './insights.repository';
import { InsightsService } from './insights.service';

/** Insights, their trash and their highlight cards. */
@Module({
  imports: [CollaborationModule, TagsModule],
  providers: [
    InsightsRepository,
    HighlightCardsRepository,
    InsightsResolver,
    HighlightCardsResolver,
    InsightsService,
    InsightTrashService,
    HighlightCardsService,
  ],
  exports: [InsightsService, HighlightCardsService],
})
export class InsightsModule {}
