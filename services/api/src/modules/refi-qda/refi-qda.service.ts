import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuditAction, AuditObjectType, REFI_QDA_EVENTS, parsePathId } from '@fieldnote/core';
import { EntitlementsService, recordAuditEntry } from '@fieldnote/control-plane';
import { recordEvent } from '../../common/record-event';
import { AuditActors } from '../../context/audit-actors.service';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import { qdpxArchive } from './qdpx-archive';
import { codebookXml, hasCodes, projectFiles } from './qde-writer';
import type { LineEnding } from './qda-positions.util';
import { type QdaFormat, qdaFormatOf } from './import-file.reader';
import { refiQdaErrors } from './refi-qda.errors';
import { MAX_LISTED_QDA_IMPORTS } from './refi-qda.limits';
import { RefiQdaRepository, type RefiQdaImportRow } from './refi-qda.repository';

/** A download: its file name, media type and bytes. */
export interface QdaDownload {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * REFI-QDA exchange of one workspace's projects, as members ask for it: a project exported as QDPX
 * or its codebook as QDC (only what the member may read: the project gate refuses others), a file
 * uploaded for the import job, imports listed and read. Every export and import is audit-logged
 * and announced through the outbox.
 */
@Injectable()
export class RefiQdaService {
  constructor(
    private readonly repository: RefiQdaRepository,
    private readonly actors: AuditActors,
    private readonly entitlements: EntitlementsService,
  ) {}

  async export(
    scope: WorkspaceScope,
    rawProjectId: string,
    format: QdaFormat,
    lineEnding: LineEnding,
  ): Promise<QdaDownload> {
    const schema = scope.workspace.schemaName;
    // Spec 001 §6: the HIPAA add-on turns every export off.
    if ((await this.entitlements.of(scope.workspace.id)).entitlements.disableExport)
      throw refiQdaErrors.exportDisabled();
    const actor = await this.actors.of(scope);
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, rawProjectId);
      const loaded = await this.repository.exportData(em, schema, {
        id: project.id,
        title: project.title,
        createdBy: project.createdBy,
        createdAt: project.createdAt,
        updatedAt: project.updatedAt,
      });
      const users = await Promise.all(
        loaded.authorIds.map(async (id) => ({
          id,
          name: await this.actors.of({ accountId: id }).then(
            (a) => a.name,
            () => 'Former member',
          ),
        })),
      );
      const data = { ...loaded, users };
      const base =
        project.title
          .replace(/[^\p{L}\p{N} _-]+/gu, '')
          .trim()
          .slice(0, 80) || 'project';
      let download: QdaDownload;
      let counts: { sources: number; codes: number; codings: number };
      if (format === 'QDC') {
        if (!hasCodes(data)) throw refiQdaErrors.noCodes();
        download = {
          fileName: `${base}.qdc`,
          contentType: 'application/xml',
          body: Buffer.from(codebookXml(data), 'utf8'),
        };
        counts = { sources: 0, codes: data.tags.length + data.groups.length, codings: 0 };
      } else {
        const written = projectFiles(data, lineEnding);
        download = {
          fileName: `${base}.qdpx`,
          contentType: 'application/zip',
          body: await qdpxArchive(written.files),
        };
        counts = written.counts;
      }
      await recordEvent(em, REFI_QDA_EVENTS.exported, scope.workspace.id, {
        projectId: project.id,
        format,
        lineEnding,
        ...counts,
      });
      await recordAuditEntry(em, schema, {
        actor,
        action: AuditAction.REFI_QDA_EXPORTED,
        objectType: AuditObjectType.PROJECT,
        objectId: project.id,
        objectLabel: project.title,
        oldValue: null,
        newValue: { format, lineEnding, ...counts },
      });
      return download;
    });
  }

  /** Keeps the uploaded file and queues the import job; audit-logged when the job has run. */
  async upload(
    scope: WorkspaceScope,
    rawProjectId: string,
    fileName: string,
    file: Buffer,
  ): Promise<RefiQdaImportRow> {
    const format = qdaFormatOf(fileName);
    if (!format) throw refiQdaErrors.unsupported(fileName);
    const schema = scope.workspace.schemaName;
    const id = randomUUID();
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, rawProjectId);
      await this.repository.insertImport(em, schema, {
        id,
        projectId: project.id,
        fileName: fileName.slice(0, 255),
        format,
        file,
        createdBy: scope.accountId,
      });
      await recordEvent(em, REFI_QDA_EVENTS.importQueued, scope.workspace.id, {
        refiQdaImportId: id,
        projectId: project.id,
      });
      return (await this.repository.find(em, schema, id)) as RefiQdaImportRow;
    });
  }

  /** The import, when the member may see its project; NOT_FOUND otherwise. */
  async get(scope: WorkspaceScope, rawId: string): Promise<RefiQdaImportRow> {
    let id: string;
    try {
      id = parsePathId(rawId);
    } catch {
      throw refiQdaErrors.notFound();
    }
    const row = await this.repository.find(scope.em, scope.workspace.schemaName, id);
    if (!row) throw refiQdaErrors.notFound();
    await findLiveProject(scope.em, row.project_id).catch(() => {
      throw refiQdaErrors.notFound();
    });
    return row;
  }

  async list(scope: WorkspaceScope, rawProjectId: string): Promise<RefiQdaImportRow[]> {
    const project = await findLiveProject(scope.em, rawProjectId);
    return this.repository.list(scope.em, scope.workspace.schemaName, project.id, MAX_LISTED_QDA_IMPORTS);
  }
}
