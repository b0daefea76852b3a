import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NoteSummaryJobStatus } from '../../summary-jobs/dto/summary-jobs.models';
import type { TranslationJobRow } from '../translation.repository';

/** How a translation ended (spec 001). */
export enum TranslationOutcome {
  Success = 'Success',
  Failure = 'Failure',
}
registerEnumType(TranslationOutcome, {
  name: 'TranslationOutcome',
  description: 'How a note translation ended: Success (a translated note) or Failure.',
});

/** Why a translation failed (spec 001). */
export enum TranslationError {
  UnsupportedLanguagePair = 'UnsupportedLanguagePair',
  Error = 'Error',
}
registerEnumType(TranslationError, {
  name: 'TranslationError',
  description:
    'Why a translation failed: UnsupportedLanguagePair (the same language, or one the AI provider cannot translate) or Error (the model failed).',
});

@ObjectType('NoteTranslationJob', {
  description:
    "A note's translation into a new note, run off the request: its state, progress and, once ended, its outcome.",
})
export class NoteTranslationJobModel {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: 'The note translated.' }) noteId!: string;
  @Field(() => ID) projectId!: string;
  @Field() sourceLanguage!: string;
  @Field() targetLanguage!: string;
  @Field(() => NoteSummaryJobStatus) status!: NoteSummaryJobStatus;
  @Field(() => Int, { description: 'Percent done, 0 to 100: the blocks of the note translated.' })
  progress!: number;
  @Field(() => TranslationOutcome, {
    nullable: true,
    description: 'Success or Failure once ended (null while it runs, or when a member stopped it).',
  })
  outcome!: TranslationOutcome | null;
  @Field(() => TranslationError, { nullable: true }) error!: TranslationError | null;
  @Field(() => String, { nullable: true, description: 'Why it failed, for people.' })
  errorMessage!: string | null;
  @Field(() => ID, { nullable: true, description: 'The new, translated note (on Success).' })
  translatedNoteId!: string | null;
  @Field(() => ID, { nullable: true, description: 'Its entry in the AI audit trail.' })
  aiActivityId!: string | null;
  @Field(() => ID) requestedBy!: string;
  @Field(() => ID, { nullable: true }) cancelledBy!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;

  static from(row: TranslationJobRow): NoteTranslationJobModel {
    return Object.assign(new NoteTranslationJobModel(), {
      id: row.id,
      noteId: row.note_id,
      projectId: row.project_id,
      sourceLanguage: row.source_language,
      targetLanguage: row.target_language,
      status: row.status as NoteSummaryJobStatus,
      progress: row.progress,
      outcome:
        row.status === 'COMPLETED'
          ? TranslationOutcome.Success
          : row.status === 'FAILED'
            ? TranslationOutcome.Failure
            : null,
      error: row.error_code as TranslationError | null,
      errorMessage: row.error_message,
      translatedNoteId: row.translated_note_id,
      aiActivityId: row.ai_activity_id,
      requestedBy: row.requested_by,
      cancelledBy: row.cancelled_by,
      createdAt: new Date(row.created_at),
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    });
  }
}

@ObjectType('NoteTranslationJobs', {
  description: "A note's translation jobs as the Translate dialog opens on them.",
})
export class NoteTranslationJobsModel {
  @Field(() => NoteTranslationJobModel, {
    nullable: true,
    description: 'The queued or running translation, if any (the dialog follows it after a reload).',
  })
  live!: NoteTranslationJobModel | null;
}
