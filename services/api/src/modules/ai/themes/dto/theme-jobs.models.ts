import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { NoteSummaryJobStatus } from '../../summary-jobs/dto/summary-jobs.models';
import type { ThemeAmount, ThemeStrictness } from '../clustering-rules';
import { ThemeAmount as Amount, ThemeStrictness as Strictness } from '../clustering-rules';
import type { ThemeJobRow } from '../theme-jobs.repository';
import { HighlightThemesModel, ThemeNamedBy } from './themes.models';

@ObjectType('ThemeJob', {
  description:
    "A project's or a tag's highlights, or a channel's data points, being grouped into themes off the request: its state and progress, and once COMPLETED the themes (a channel's: channelSuggestions), kept for the Themes panel or the channel's Suggest themes.",
})
export class ThemeJobModel {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'The project (a project tag’s too).' })
  projectId!: string | null;
  @Field(() => ID, { nullable: true }) tagId!: string | null;
  @Field(() => ID, { nullable: true, description: "A channel's theme suggestion job: the channel." })
  channelId!: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "A channel's job: only the data points in no theme yet.",
  })
  unthemedOnly!: boolean | null;
  @Field(() => Amount) amount!: ThemeAmount;
  @Field(() => Strictness, {
    nullable: true,
    description: 'None only on a channel job asked without one (every data point placed).',
  })
  strictness!: ThemeStrictness | null;
  @Field(() => NoteSummaryJobStatus, { description: 'QUEUED, RUNNING, COMPLETED, FAILED or CANCELLED.' })
  status!: NoteSummaryJobStatus;
  @Field(() => Int, {
    description: 'Percent done, 0 to 100: highlights embedded, then clustering and naming.',
  })
  progress!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed, for people.' })
  errorMessage!: string | null;
  @Field(() => HighlightThemesModel, {
    nullable: true,
    description: "The themes, once COMPLETED (a channel job's are its channelSuggestions).",
  })
  result!: HighlightThemesModel | null;
  /** A COMPLETED channel job's suggestions as stored (the channels module shapes them). */
  channelResult!: unknown;
  @Field(() => ID) requestedBy!: string;
  @Field(() => ID, { nullable: true }) cancelledBy!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;

  static from(row: ThemeJobRow): ThemeJobModel {
    const result =
      row.result && !row.channel_id
        ? Object.assign(new HighlightThemesModel(), {
            ...row.result,
            themes: row.result.themes.map((theme) => ({ ...theme, namedBy: ThemeNamedBy[theme.namedBy] })),
          })
        : null;
    return Object.assign(new ThemeJobModel(), {
      id: row.id,
      projectId: row.project_id,
      tagId: row.tag_id,
      channelId: row.channel_id,
      unthemedOnly: row.unthemed_only,
      amount: row.amount as ThemeAmount,
      strictness: row.strictness as ThemeStrictness | null,
      status: row.status as NoteSummaryJobStatus,
      progress: row.progress,
      errorMessage: row.error_message,
      result,
      channelResult: row.channel_id ? row.result : null,
      requestedBy: row.requested_by,
      cancelledBy: row.cancelled_by,
      createdAt: new Date(row.created_at),
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    });
  }
}

@ObjectType('ThemeJobs', {
  description:
    "A project's, a tag's or a channel's theme jobs as the Themes panel (or Suggest themes) opens on them.",
})
export class ThemeJobsModel {
  @Field(() => ThemeJobModel, { nullable: true, description: 'The newest job, running or ended.' })
  latest!: ThemeJobModel | null;
  @Field(() => ThemeJobModel, {
    nullable: true,
    description: 'The newest COMPLETED job: the themes last found, kept until the next run completes.',
  })
  lastCompleted!: ThemeJobModel | null;
}
