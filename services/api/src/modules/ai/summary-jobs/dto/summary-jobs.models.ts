import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { SummaryFramework } from '../../dto/ai.enums';
import type { SummaryJobSignal } from '../summary-job-signal';
import type { SummaryJobRow } from '../summary-jobs.repository';

/** The states of a summary job, a note's or an insight's (as a transcription job's). */
export enum NoteSummaryJobStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(NoteSummaryJobStatus, {
  name: 'NoteSummaryJobStatus',
  description: 'The state of a note summary job.',
});

@ObjectType('NoteSummaryJob', {
  description:
    "A summary being generated off the request, a note's or an insight's: its state and progress (the text streams on noteSummaryJobProgress).",
})
export class NoteSummaryJobModel {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: "The note summarised (null for an insight's job)." })
  noteId!: string | null;
  @Field(() => ID, { nullable: true, description: "The insight summarised (null for a note's job)." })
  insightId!: string | null;
  @Field(() => SummaryFramework) framework!: SummaryFramework;
  @Field() language!: string;
  @Field(() => NoteSummaryJobStatus) status!: NoteSummaryJobStatus;
  @Field(() => Int, { description: "Percent done, 0 to 100: the framework's sections begun." })
  progress!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed, for people.' })
  errorMessage!: string | null;
  @Field(() => ID, { nullable: true, description: 'Its entry in the AI audit trail, once stored.' })
  aiActivityId!: string | null;
  @Field(() => ID) requestedBy!: string;
  @Field(() => ID, { nullable: true }) cancelledBy!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;

  static from(row: SummaryJobRow): NoteSummaryJobModel {
    return Object.assign(new NoteSummaryJobModel(), {
      id: row.id,
      noteId: row.note_id,
      insightId: row.insight_id,
      framework: row.framework as SummaryFramework,
      language: row.language,
      status: row.status as NoteSummaryJobStatus,
      progress: row.progress,
      errorMessage: row.error_message,
      aiActivityId: row.ai_activity_id,
      requestedBy: row.requested_by,
      cancelledBy: row.cancelled_by,
      // Raw SQL answers timestamps as text.
      createdAt: new Date(row.created_at),
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    });
  }
}

@ObjectType('NoteSummaryJobProgress', {
  description: 'One step of a summary job as it is written: its state, progress and the text so far.',
})
export class NoteSummaryJobProgressModel {
  @Field(() => ID) jobId!: string;
  @Field(() => ID, { nullable: true, description: "The note summarised (null for an insight's job)." })
  noteId!: string | null;
  @Field(() => ID, { nullable: true, description: "The insight summarised (null for a note's job)." })
  insightId!: string | null;
  @Field(() => ID) projectId!: string;
  @Field(() => NoteSummaryJobStatus) status!: NoteSummaryJobStatus;
  @Field(() => Int) progress!: number;
  @Field(() => String, {
    nullable: true,
    description:
      'The whole summary written so far (not stored until the job completes); null when this step tells only the state.',
  })
  text!: string | null;
  @Field(() => String, { nullable: true }) errorMessage!: string | null;

  static from(signal: SummaryJobSignal): NoteSummaryJobProgressModel {
    return Object.assign(new NoteSummaryJobProgressModel(), {
      ...signal,
      status: signal.status as NoteSummaryJobStatus,
    });
  }
}
