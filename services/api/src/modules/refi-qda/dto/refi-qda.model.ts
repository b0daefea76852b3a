import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { RefiQdaImportRow } from '../refi-qda.repository';

/** Something an import left out, and why. */
@ObjectType('RefiQdaReportItem')
export class RefiQdaReportItemModel {
  @Field({ description: 'CODE, SOURCE, SELECTION, CODING, CASE, NOTE, SET or FILE.' }) kind!: string;
  @Field() name!: string;
  @Field() reason!: string;
}

/** A QDPX or QDC file imported into a project, and its report. */
@ObjectType('RefiQdaImport')
export class RefiQdaImportModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field() fileName!: string;
  @Field({ description: 'QDPX or QDC.' }) format!: string;
  @Field({ description: 'QUEUED, RUNNING, COMPLETED or FAILED.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The tool that wrote the file, as it says.' }) origin!:
    string | null;
  @Field(() => Int) notesCreated!: number;
  @Field(() => Int) tagsCreated!: number;
  @Field(() => Int) highlightsCreated!: number;
  @Field(() => Int) peopleCreated!: number;
  @Field(() => [String], {
    description: 'Where the file breaks the REFI-QDA schema but was read anyway (at most 50).',
  })
  warnings!: string[];
  @Field(() => [RefiQdaReportItemModel], { description: 'What was left out and why (at most 2000).' })
  report!: RefiQdaReportItemModel[];
  @Field(() => String, { nullable: true, description: 'Why a FAILED import imported nothing.' })
  errorMessage!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;

  static from(row: RefiQdaImportRow): RefiQdaImportModel {
    return {
      id: row.id,
      projectId: row.project_id,
      fileName: row.file_name,
      format: row.format,
      status: row.status,
      origin: row.origin,
      notesCreated: row.notes_created,
      tagsCreated: row.tags_created,
      highlightsCreated: row.highlights_created,
      peopleCreated: row.people_created,
      warnings: row.warnings,
      report: row.report,
      errorMessage: row.error_message,
      createdAt: new Date(row.created_at),
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    };
  }
}
