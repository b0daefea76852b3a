import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  type Logger,
  PROJECT_TRANSFER_EVENTS,
  parsePathId,
} from '@fieldnote/core';
import { EntitlementsService, PlanGate, recordAuditEntry } from '@fieldnote/control-plane';
import { LOGGER } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { AuditActors } from '../../context/audit-actors.service';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { FILE_STORAGE, type FileStorage } from '../file-storage';
import { ProjectsService, findLiveProject } from '../projects';
import { type ReadExport, readExportZip } from './export-zip.reader';
import { ImportPlan } from './import-plan';
import { safeFileName } from './safe-file-name.util';
import { ImportWriter } from './import-writer';
import { projectTransferErrors } from './project-transfer.errors';
import { MAX_LISTED_TRANSFERS } from './project-transfer.limits';
import { ProjectTransferRepository, type TransferRow } from './project-transfer.repository';

/**
 * Project export and import as members ask for them. An export is checked (the member reads the
 * project; the plan allows export) and queued: ProjectExportRunner writes the zip. An import reads
 * the uploaded zip whole and checks it before anything is written, then writes the new project in
 * one transaction with its transfer row, audit entry and events: a refused or failed import leaves
 * nothing behind (its copied originals are removed too).
 */
@Injectable()
export class ProjectTransferService {
  constructor(
    private readonly transfers: ProjectTransferRepository,
    private readonly projects: ProjectsService,
    private readonly entitlements: EntitlementsService,
    private readonly plans: PlanGate,
    private readonly actors: AuditActors,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Refuses when the workspace's plan turns export off (the HIPAA add-on, spec 001 §6). */
  async requireExportAllowed(workspaceId: string): Promise<void> {
    const plan = await this.entitlements.of(workspaceId);
    if (plan.entitlements.disableExport) throw projectTransferErrors.exportDisabled();
  }

  /** Queues an export of a project the member can read. */
  async startExport(scope: WorkspaceScope, rawProjectId: string): Promise<TransferRow> {
    await this.requireExportAllowed(scope.workspace.id);
    const schema = scope.workspace.schemaName;
    const actor = await this.actors.of(scope);
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, rawProjectId);
      const id = randomUUID();
      const stamp = new Date().toISOString().slice(0, 10);
      await this.transfers.insertTransfer(em, schema, {
        id,
        kind: 'EXPORT',
        projectId: project.id,
        projectTitle: project.title,
        fileName: `${safeFileName(project.title, ' ', 100, 'Project')} ${stamp}.zip`,
        status: 'QUEUED',
        createdBy: scope.accountId,
      });
      await recordEvent(em, PROJECT_TRANSFER_EVENTS.exportStarted, scope.workspace.id, {
        transferId: id,
        projectId: project.id,
      });
      // Data leaving the workspace: audited when asked for, whoever downloads it later.
      await recordAuditEntry(em, schema, {
        actor,
        action: AuditAction.PROJECT_EXPORTED,
        objectType: AuditObjectType.PROJECT,
        objectId: project.id,
        objectLabel: project.title,
        newValue: { transferId: id },
      });
      return (await this.transfers.findTransfer(em, schema, id)) as TransferRow;
    });
  }

  /** The member's own transfer; NOT_FOUND for anyone else's. */
  async get(scope: WorkspaceScope, rawId: string): Promise<TransferRow> {
    const row = await this.transfers.findTransfer(scope.em, scope.workspace.schemaName, idOf(rawId));
    if (!row || row.created_by !== scope.accountId) throw projectTransferErrors.notFound();
    return row;
  }

  list(scope: WorkspaceScope): Promise<TransferRow[]> {
    return this.transfers.listTransfers(
      scope.em,
      scope.workspace.schemaName,
      scope.accountId,
      MAX_LISTED_TRANSFERS,
    );
  }

  /**
   * The zip of a completed export of the member's, while they can still read its project (access
   * taken away since the export takes the download with it) and the plan still allows export.
   */
  async openDownload(scope: WorkspaceScope, rawId: string): Promise<{ row: TransferRow; body: Readable }> {
    const row = await this.get(scope, rawId);
    if (row.kind !== 'EXPORT') throw projectTransferErrors.notFound();
    if (row.status !== 'COMPLETED' || !row.storage_key) throw projectTransferErrors.notReady();
    await this.requireExportAllowed(scope.workspace.id);
    if (!row.project_id) throw projectTransferErrors.notFound();
    await findLiveProject(scope.em, row.project_id);
    return { row, body: await this.storage.get(row.storage_key) };
  }

  /** The report of a completed import of the member's: counts, mapping tables, placeholders. */
  async report(scope: WorkspaceScope, rawId: string): Promise<{ row: TransferRow; report: unknown }> {
    const row = await this.get(scope, rawId);
    if (row.kind !== 'IMPORT' || row.status !== 'COMPLETED') throw projectTransferErrors.notFound();
    return { row, report: row.report };
  }

  /**
   * Imports an uploaded export file as a new project. The upload is spooled to a temporary file
   * (a zip is read from its end), checked whole, then written in one transaction.
   */
  async importFile(
    scope: WorkspaceScope,
    fileName: string,
    source: Readable,
    truncated: () => boolean,
  ): Promise<TransferRow> {
    const folder = await mkdtemp(join(tmpdir(), 'fieldnote-import-'));
    const path = join(folder, 'upload.zip');
    try {
      await pipeline(source, createWriteStream(path));
      if (truncated()) throw projectTransferErrors.fileTooLarge();
      // The file is checked record by record while the plan takes the ids and names it needs;
      // the records themselves are read again, a batch at a time, as they are written.
      const plan = new ImportPlan();
      const file = await readExportZip(path, plan.visit);
      try {
        return await this.writeImport(scope, fileName, file, plan);
      } finally {
        file.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private async writeImport(
    scope: WorkspaceScope,
    fileName: string,
    file: ReadExport,
    plan: ImportPlan,
  ): Promise<TransferRow> {
    const schema = scope.workspace.schemaName;
    const workspaceId = scope.workspace.id;
    // The file's colour and icon are a new look for a new project: the plan features the project
    // dialog asks for (a file without them imports on every plan), checked before anything is written.
    if (file.project.color) await this.plans.requireFeature(workspaceId, 'allowProjectCustomization');
    if (file.project.icon) await this.plans.requireFeature(workspaceId, 'allowProjectIcons');
    const actor = await this.actors.of(scope);
    const storedKeys: string[] = [];
    try {
      return await scope.em.transactional(async (em) => {
        const source = file.project;
        // The projects module's create: the spec's project limit and the plan's, and its event.
        const project = await this.projects.create(inTransaction(scope, em), {
          title: source.title,
          summary: null,
        });
        await this.transfers.setProjectLook(em, schema, project.id, source);
        const id = randomUUID();
        await this.transfers.insertTransfer(em, schema, {
          id,
          kind: 'IMPORT',
          projectId: project.id,
          projectTitle: project.title,
          fileName,
          status: 'RUNNING',
          createdBy: scope.accountId,
        });
        const writer = new ImportWriter(
          this.transfers,
          this.storage,
          em,
          {
            workspaceId,
            schema,
            accountId: scope.accountId,
            projectId: project.id,
          },
          file,
          plan,
        );
        const outcome = await writer
          .write(async () => undefined)
          .finally(() => {
            storedKeys.push(...writer.storedKeys());
          });
        const report = {
          sourceProjectId: source.id,
          projectId: project.id,
          counts: outcome.counts,
          mapping: outcome.mapping,
          placeholders: outcome.placeholders,
        };
        await this.transfers.complete(em, schema, id, {
          storageKey: null,
          sizeBytes: 0,
          recordCount: outcome.recordCount,
          report,
          projectId: project.id,
        });
        await recordEvent(em, PROJECT_TRANSFER_EVENTS.imported, workspaceId, {
          transferId: id,
          projectId: project.id,
          sourceProjectId: source.id,
          recordCount: outcome.recordCount,
        });
        await recordAuditEntry(em, schema, {
          actor,
          action: AuditAction.PROJECT_IMPORTED,
          objectType: AuditObjectType.PROJECT,
          objectId: project.id,
          objectLabel: project.title,
          newValue: {
            transferId: id,
            fileName: fileName.slice(0, 255),
            sourceProjectId: source.id,
            records: outcome.recordCount,
          },
        });
        return (await this.transfers.findTransfer(em, schema, id)) as TransferRow;
      });
    } catch (err) {
      // The transaction left nothing; the originals already copied go too.
      await Promise.all(
        storedKeys.map((key) =>
          this.storage
            .delete(key)
            .catch((cleanup: unknown) =>
              this.logger.error({ err: cleanup, key }, 'could not remove an original of a failed import'),
            ),
        ),
      );
      throw err;
    }
  }
}

/** The scope with its entity manager replaced by the caller's transaction. */
function inTransaction(scope: WorkspaceScope, em: EntityManager): WorkspaceScope {
  return {
    workspace: scope.workspace,
    accountId: scope.accountId,
    role: scope.role,
    em,
    projects: scope.projects,
  };
}

function idOf(rawId: string): string {
  try {
    return parsePathId(rawId);
  } catch {
    throw projectTransferErrors.notFound();
  }
}
