import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { TranscriptionJobRow } from '../transcription.repository';
import type { TranscriptionSettings } from '../transcription.service';
import { TranscriptionJobStatus, TranscriptionProvider } from './transcription.enums';

@ObjectType('TranscriptionJob', { description: "A recording's transcription by the endpoint." })
export class TranscriptionJobModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) fileId!: string;
  @Field(() => ID) noteId!: string;
  @Field({ description: 'What was asked: auto-identify or an ISO 639-1 code.' }) language!: string;
  @Field(() => TranscriptionJobStatus) status!: TranscriptionJobStatus;
  @Field(() => Int, { description: 'Percent done, 0 to 100.' }) progress!: number;
  @Field(() => Int, { description: 'Minutes counted against the monthly allowance.' }) minutes!: number;
  @Field() model!: string;
  @Field(() => String, { nullable: true, description: 'The language the endpoint says it heard.' })
  detectedLanguage!: string | null;
  @Field(() => Int) cueCount!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed, for people.' })
  errorMessage!: string | null;
  @Field(() => ID, { nullable: true, description: 'Its entry in the AI audit trail.' })
  aiActivityId!: string | null;
  @Field(() => ID) requestedBy!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) startedAt!: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;

  static from(row: TranscriptionJobRow): TranscriptionJobModel {
    return Object.assign(new TranscriptionJobModel(), {
      id: row.id,
      fileId: row.file_id,
      noteId: row.note_id,
      language: row.language,
      status: row.status as TranscriptionJobStatus,
      progress: row.progress,
      minutes: row.minutes,
      model: row.model,
      detectedLanguage: row.detected_language,
      cueCount: row.cue_count,
      errorMessage: row.error_message,
      aiActivityId: row.ai_activity_id,
      requestedBy: row.requested_by,
      // Raw SQL answers timestamps as text.
      createdAt: new Date(row.created_at),
      startedAt: row.started_at === null ? null : new Date(row.started_at),
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    });
  }
}

@ObjectType('TranscriptionSettings', {
  description: "The workspace's transcription settings, what the plan allows and what the server offers.",
})
export class TranscriptionSettingsModel {
  @Field({ description: 'Whether the operator configured a transcription endpoint.' })
  endpointConfigured!: boolean;
  @Field(() => String, { nullable: true }) model!: string | null;
  @Field(() => String, { nullable: true, description: 'Why transcribing is unavailable; null when it is.' })
  unavailableMessage!: string | null;
  @Field() defaultLanguage!: string;
  @Field(() => TranscriptionProvider) provider!: TranscriptionProvider;
  @Field({ description: "The plan's allowTranscriptionSettings." }) settingsAllowed!: boolean;
  @Field({ description: "The plan's allowChooseTranscriptionProvider." }) chooseProviderAllowed!: boolean;
  @Field({ description: "The plan's enforceHipaaTranscription." }) hipaaEnforced!: boolean;
  @Field(() => Int) minutesUsedThisMonth!: number;
  @Field(() => Int, {
    nullable: true,
    description: "The plan's maxMonthlyTranscriptionMinutes; null: unlimited.",
  })
  maxMonthlyMinutes!: number | null;
  @Field(() => [String], { description: 'Every language code, auto-identify first.' })
  languages!: string[];

  static from(settings: TranscriptionSettings, languages: readonly string[]): TranscriptionSettingsModel {
    return Object.assign(new TranscriptionSettingsModel(), {
      ...settings,
      provider: settings.provider as TranscriptionProvider,
      languages: [...languages],
    });
  }
}

@ObjectType('ProjectTranscriptionSettings')
export class ProjectTranscriptionSettingsModel {
  @Field(() => ID) projectId!: string;
  @Field() language!: string;
  @Field({ description: "True when the project follows the workspace's default language." })
  inherited!: boolean;
}

@ObjectType('FileTranscription', { description: "A recording's newest transcription job, if any." })
export class FileTranscriptionModel {
  @Field(() => ID) fileId!: string;
  @Field(() => TranscriptionJobModel, { nullable: true, description: 'Null until it is first transcribed.' })
  job!: TranscriptionJobModel | null;
}
