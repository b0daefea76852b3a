import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { TransferRow } from '../project-transfer.repository';

export enum ProjectTransferKind {
  EXPORT = 'EXPORT',
  IMPORT = 'IMPORT',
}
export enum ProjectTransferStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
}
registerEnumType(ProjectTransferKind, { name: 'ProjectTransferKind' });
registerEnumType(ProjectTransferStatus, { name: 'ProjectTransferStatus' });

/** How many ids one of the spec's old-to-new mapping tables holds (the tables themselves: GET …/report). */
@ObjectType('ProjectTransferMappingTable')
export class ProjectTransferMappingTableModel {
  @Field({
    description: 'fields, files, fieldSets, highlights, insights, notes, tagBoards, tagGroups, tags, …',
  })
  table!: string;
  @Field(() => Int) count!: number;
}

/** An author of an imported file without a member of the same e-mail here: a named placeholder. */
@ObjectType('ProjectTransferPlaceholder')
export class ProjectTransferPlaceholderModel {
  @Field() name!: string;
  @Field() email!: string;
}

/** A project export (a zip to download when COMPLETED) or import (a new project and its report). */
@ObjectType('ProjectTransfer')
export class ProjectTransferModel {
  @Field(() => ID) id!: string;
  @Field(() => ProjectTransferKind) kind!: ProjectTransferKind;
  @Field(() => ProjectTransferStatus) status!: ProjectTransferStatus;
  @Field(() => Int, { description: 'How far the job is, 0 to 100.' }) progress!: number;
  @Field(() => ID, {
    nullable: true,
    description: 'EXPORT: the exported project. IMPORT: the new project. Null once deleted for good.',
  })
  projectId!: string | null;
  @Field() projectTitle!: string;
  @Field() fileName!: string;
  @Field(() => Float, { description: 'Bytes of the zip.' }) sizeBytes!: number;
  @Field(() => Int, { description: 'Records exported or imported.' }) recordCount!: number;
  @Field(() => String, { nullable: true, description: 'EXPORT, COMPLETED: where to download the zip.' })
  downloadUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'IMPORT: the report with the mapping tables, as JSON.',
  })
  reportUrl!: string | null;
  @Field(() => [ProjectTransferMappingTableModel], {
    description: "IMPORT: the spec's mapping tables' sizes.",
  })
  mappingTables!: ProjectTransferMappingTableModel[];
  @Field(() => [ProjectTransferPlaceholderModel], {
    description: 'IMPORT: authors kept as named placeholders.',
  })
  placeholders!: ProjectTransferPlaceholderModel[];
  @Field(() => String, { nullable: true }) errorCode!: string | null;
  @Field(() => String, { nullable: true }) errorMessage!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;

  static from(row: TransferRow): ProjectTransferModel {
    const report = (row.report ?? null) as {
      mapping?: Record<string, Record<string, string>>;
      placeholders?: { name: string; email: string }[];
    } | null;
    const completed = row.status === 'COMPLETED';
    return {
      id: row.id,
      kind: row.kind as ProjectTransferKind,
      status: row.status as ProjectTransferStatus,
      progress: row.progress,
      projectId: row.project_id,
      projectTitle: row.project_title,
      fileName: row.file_name,
      sizeBytes: Number(row.size_bytes),
      recordCount: row.record_count,
      downloadUrl: completed && row.kind === 'EXPORT' ? `/project-transfers/${row.id}/download` : null,
      reportUrl: completed && row.kind === 'IMPORT' ? `/project-transfers/${row.id}/report` : null,
      mappingTables: Object.entries(report?.mapping ?? {}).map(([table, ids]) => ({
        table,
        count: Object.keys(ids).length,
      })),
      placeholders: (report?.placeholders ?? []).map((p) => ({ name: p.name, email: p.email })),
      errorCode: row.error_code,
      errorMessage: row.error_message,
      createdAt: new Date(row.created_at),
      finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    };
  }
}
