import { Field, ID, ObjectType } from '@nestjs/graphql';
import { AiProviderInfoModel } from '../../dto/ai.models';
import { SummaryFramework, SummaryUnavailableReason } from '../../dto/ai.enums';
import type { InsightSummaryPanel } from '../insight-summaries.service';
import type { InsightSummaryRow } from '../insight-summaries.repository';

@ObjectType('InsightSummary', {
  description: "An insight's summary, from its text and the highlights it cites.",
})
export class InsightSummaryModel {
  @Field(() => ID) insightId!: string;
  @Field(() => SummaryFramework) framework!: SummaryFramework;
  @Field({ description: 'ISO 639-1.' }) language!: string;
  @Field({ description: 'At most 10240 characters (spec 000 §9); Markdown headings and bullets.' })
  content!: string;
  @Field(() => AiProviderInfoModel, { description: 'What generated it.' })
  generatedWith!: AiProviderInfoModel;
  @Field(() => ID, { description: 'Its record in the AI audit trail.' }) aiActivityId!: string;
  @Field(() => ID) generatedBy!: string;
  @Field() generatedAt!: Date;
  @Field(() => ID, { nullable: true }) editedBy!: string | null;
  @Field(() => Date, { nullable: true, description: 'Set when a member changed it by hand.' })
  editedAt!: Date | null;

  static from(r: InsightSummaryRow): InsightSummaryModel {
    return Object.assign(new InsightSummaryModel(), {
      insightId: r.insight_id,
      framework: r.framework as SummaryFramework,
      language: r.language,
      content: r.content,
      generatedWith: { kind: r.provider, model: r.model },
      aiActivityId: r.ai_activity_id,
      generatedBy: r.generated_by,
      generatedAt: new Date(r.generated_at),
      editedBy: r.edited_by,
      editedAt: r.edited_at ? new Date(r.edited_at) : null,
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
