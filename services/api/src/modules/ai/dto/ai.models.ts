import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { SummaryLanguage } from '@fieldnote/core';
import { Region } from '../../../common/enums';
import type { AiActivityRow } from '../audit/ai-activity.repository';
import type { NoteSummaryRow } from '../ai.repository';
import type { StoredSummaryFields } from '../summaries/summary-tables.repository';
import type { NoteSummaryPanel } from '../note-summaries/note-summaries.service';
import type { AiAvailability } from '../settings/ai-settings.service';
import { AiActivityStatus, SummaryFramework, SummaryUnavailableReason } from './ai.enums';
import { AiAutoFeatureMode } from '../suggestions/dto/suggestions.enums';
import { FRAMEWORK_TEMPLATES } from '../summaries/framework-templates';

@ObjectType('AiProviderInfo')
export class AiProviderInfoModel {
  @Field({ description: 'BUILT_IN (extractive, offline), LOCAL_MODEL or OPENAI_COMPATIBLE.' }) kind!: string;
  @Field() model!: string;
}

@ObjectType('AiSettings')
export class AiSettingsModel {
  @Field({ description: 'Every AI entry point is on: the manager setting on and the plan allowing it.' })
  generativeAiEnabled!: boolean;
  @Field({ description: "The managers' setting." }) enabledBySetting!: boolean;
  @Field({ description: "The plan's disableGenerativeAi (spec 001 §3)." }) disabledByPlan!: boolean;
  @Field({ description: "The plan's disableSummarisation." }) summarisationDisabledByPlan!: boolean;
  @Field() summariesEnabled!: boolean;
  @Field({ description: 'The CustomPrompt framework (allowWorkspaceCustomPrompt).' })
  customPromptAllowed!: boolean;
  @Field({
    description:
      'The advanced summary frameworks, every one but Summary, Essential and CustomPrompt (allowAiAdvancedSummaries).',
  })
  advancedSummariesAllowed!: boolean;
  @Field({
    description:
      'Search by meaning (VECTOR and HYBRID) and similar data points (allowSearch and allowSemanticSearchAndSummarisation).',
  })
  semanticSearchAllowed!: boolean;
  @Field({ description: 'The plan has ended: nothing can be generated or changed.' }) readOnly!: boolean;
  @Field(() => AiProviderInfoModel) provider!: AiProviderInfoModel;

  static from(a: AiAvailability): AiSettingsModel {
    return Object.assign(new AiSettingsModel(), {
      generativeAiEnabled: a.generativeAiEnabled,
      enabledBySetting: a.enabledBySetting,
      disabledByPlan: a.disabledByPlan,
      summarisationDisabledByPlan: a.summarisationDisabledByPlan,
      summariesEnabled: a.summariesEnabled,
      customPromptAllowed: a.customPromptAllowed,
      advancedSummariesAllowed: a.advancedSummariesAllowed,
      semanticSearchAllowed: a.semanticSearchAllowed,
      readOnly: a.readOnly,
      provider: a.provider,
    });
  }
}

@ObjectType('SummaryFrameworkInfo')
export class SummaryFrameworkInfoModel {
  @Field(() => SummaryFramework) framework!: SummaryFramework;
  @Field() label!: string;
  @Field() description!: string;
  @Field(() => [String], { description: "The template's sections, in order." }) sections!: string[];

  static all(): SummaryFrameworkInfoModel[] {
    return Object.values(FRAMEWORK_TEMPLATES).map((t) =>
      Object.assign(new SummaryFrameworkInfoModel(), {
        framework: t.framework,
        label: t.label,
        description: t.description,
        sections: t.sections.map((s) => s.heading),
      }),
    );
  }
}

@ObjectType('ProjectAiDefaults')
export class ProjectAiDefaultsModel {
  @Field(() => ID) projectId!: string;
  @Field(() => SummaryFramework) defaultFramework!: SummaryFramework;
  @Field() defaultSummaryLanguage!: string;

  static from(d: {
    projectId: string;
    framework: SummaryFramework;
    language: SummaryLanguage;
  }): ProjectAiDefaultsModel {
    return Object.assign(new ProjectAiDefaultsModel(), {
      projectId: d.projectId,
      defaultFramework: d.framework,
      defaultSummaryLanguage: d.language,
    });
  }
}

/** The fields every stored summary has, a note's or an insight's. */
@ObjectType({ isAbstract: true })
export abstract class StoredSummaryModel {
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
  @Field(() => Date, {
    nullable: true,
    description: 'Set when a member changed it by hand after it was generated.',
  })
  editedAt!: Date | null;

  /** The stored row's common fields, as the model has them. */
  protected static fieldsOf(r: StoredSummaryFields): StoredSummaryModel {
    return {
      framework: r.framework as SummaryFramework,
      language: r.language,
      content: r.content,
      generatedWith: { kind: r.provider, model: r.model },
      aiActivityId: r.ai_activity_id,
      generatedBy: r.generated_by,
      generatedAt: new Date(r.generated_at),
      editedBy: r.edited_by,
      editedAt: r.edited_at ? new Date(r.edited_at) : null,
    };
  }
}

@ObjectType('NoteSummary')
export class NoteSummaryModel extends StoredSummaryModel {
  @Field(() => ID) noteId!: string;

  static from(r: NoteSummaryRow): NoteSummaryModel {
    return Object.assign(new NoteSummaryModel(), { noteId: r.note_id, ...StoredSummaryModel.fieldsOf(r) });
  }
}

@ObjectType('NoteSummaryPanel')
export class NoteSummaryPanelModel {
  @Field(() => ID) noteId!: string;
  @Field(() => NoteSummaryModel, { nullable: true }) summary!: NoteSummaryModel | null;
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
  @Field(() => AiAutoFeatureMode, {
    description:
      "The project's summarize auto feature: On generates the summary once the note stays unchanged; Suggest offers it here.",
  })
  autoSummarize!: AiAutoFeatureMode;

  static from(p: NoteSummaryPanel, message: string | null): NoteSummaryPanelModel {
    return Object.assign(new NoteSummaryPanelModel(), {
      noteId: p.noteId,
      summary: p.summary ? NoteSummaryModel.from(p.summary) : null,
      defaultFramework: p.defaultFramework,
      defaultLanguage: p.defaultLanguage,
      unavailableReason: p.unavailableReason,
      unavailableMessage: message,
      provider: p.availability.provider,
      autoSummarize: p.autoSummarize,
    });
  }
}

@ObjectType('AiActivity')
export class AiActivityModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'NOTE_SUMMARY, ASK, and later THEMES, …' }) task!: string;
  @Field(() => String, { nullable: true }) framework!: string | null;
  @Field(() => AiProviderInfoModel) provider!: AiProviderInfoModel;
  @Field(() => Region, {
    nullable: true,
    description:
      "The region whose AI model answered, when the workspace chose another region's model (AI region settings); null when the server's own model or the built-in provider did.",
  })
  modelRegion!: Region | null;
  @Field() promptVersion!: string;
  @Field({
    description: 'NOTE, HIGHLIGHT, INSIGHT, TAG, DATAPOINT or SEARCH_ITEM (notes and highlights: Ask).',
  })
  inputKind!: string;
  @Field(() => [ID], { description: 'Every object the provider saw.' }) inputIds!: string[];
  @Field(() => ID, { nullable: true }) projectId!: string | null;
  @Field(() => String, { nullable: true }) language!: string | null;
  @Field(() => ID) requestedBy!: string;
  @Field({ description: "The asker's name, 'Deleted user' once removed." }) requestedByName!: string;
  @Field() startedAt!: Date;
  @Field() finishedAt!: Date;
  @Field(() => Int) outputChars!: number;
  @Field(() => AiActivityStatus) status!: AiActivityStatus;
  @Field(() => String, { nullable: true }) errorMessage!: string | null;

  static from(r: AiActivityRow): AiActivityModel {
    return Object.assign(new AiActivityModel(), {
      id: r.id,
      task: r.task,
      framework: r.framework,
      provider: { kind: r.provider, model: r.model },
      modelRegion: r.model_region as Region | null,
      promptVersion: r.prompt_version,
      inputKind: r.input_kind,
      inputIds: r.input_ids,
      projectId: r.project_id,
      language: r.language,
      requestedBy: r.requested_by,
      requestedByName: r.requested_by_name ?? 'Deleted user',
      startedAt: new Date(r.started_at),
      finishedAt: new Date(r.finished_at),
      outputChars: r.output_chars,
      status: r.status as AiActivityStatus,
      errorMessage: r.error_message,
    });
  }
}

@ObjectType('AiActivityPage')
export class AiActivityPageModel {
  @Field(() => [AiActivityModel]) nodes!: AiActivityModel[];
  @Field(() => Int) totalCount!: number;
}
