import { Module } from '@nestjs/common';
import { CollaborationModule } from '../collaboration';
import { TagsModule } from '../tags';
import { HighlightCardsResolver } from './highlight-cards.resolver';
import { HighlightCardsService } from './highlight-cards.service';
import { InsightTrashService } from './insight-trash.service';
import { InsightsResolver } from './insights.resolver';
import { InsightsService } from './insights.service';

/** Insights and their highlight cards. */
@Module({
  imports: [CollaborationModule, TagsModule],
  providers: [
    InsightsResolver,
    HighlightCardsResolver,
    InsightsService,
    InsightTrashService,
    HighlightCardsService,
  ],
  exports: [InsightsService, HighlightCardsService],
})
export class InsightsModule {}
