import { Field, ID, ObjectType } from '@nestjs/graphql';
import { AiProviderInfoModel, StoredSummaryModel } from '../../dto/ai.models';
import { SummaryFramework, SummaryUnavailableReason } from '../../dto/ai.enums';
import type { InsightSummaryPanel } from '../insight-summaries.service';
import type { InsightSummaryRow } from '../insight-summaries.repository';

@ObjectType('InsightSummary', {
  description: "An insight's summary, from its text and the highlights it cites.",
})
export class InsightSummaryModel extends StoredSummaryModel {
  @Field(() => ID) insightId!: string;

  static from(r: InsightSummaryRow): InsightSummaryModel {
    return Object.assign(new InsightSummaryModel(), {
      insightId: r.insight_id,
      ...StoredSummaryModel.fieldsOf(r),
    });
  }
}

@ObjectType('InsightSummaryPanel', {
  description: "An insight's summary, the project's defaults and why summary actions may be unavailable.",
})
export class InsightSummaryPanelModel {
  @Field(() => ID) insightId!: string;
  @Field(() => InsightSummaryModel, { nullable: true }) summary!: InsightSummaryModel | null;
  @Field(() => SummaryFramework) defaultFramework!: SummaryFramework;
  @Field() defaultLanguage!: string;
  @Field(() => SummaryUnavailableReason, {
    nullable: true,
    description: 'Null when the member may generate and edit.',
  })
  unavailableReason!: SummaryUnavailableReason | null;
  @Field(() => String, { nullable: true, description: 'The reason, worded for people.' })
  unavailableMessage!: string | null;
  @Field(() => AiProviderInfoModel, { description: 'What a new summary would be generated with.' })
  provider!: AiProviderInfoModel;

  static from(p: InsightSummaryPanel, message: string | null): InsightSummaryPanelModel {
    return Object.assign(new InsightSummaryPanelModel(), {
      insightId: p.insightId,
      summary: p.summary ? InsightSummaryModel.from(p.summary) : null,
      defaultFramework: p.defaultFramework,
      defaultLanguage: p.defaultLanguage,
      unavailableReason: p.unavailableReason,
      unavailableMessage: message,
      provider: p.availability.provider,
    });
  }
}
