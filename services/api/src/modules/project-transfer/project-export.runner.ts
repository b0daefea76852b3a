import { Transform, type TransformCallback } from 'node:stream';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  type Bus,
  type Logger,
  PROJECT_TRANSFER_EVENTS,
  type Subscription,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { BUS, LOGGER, workspaceSchemaName } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import { FILE_STORAGE, type FileStorage } from '../file-storage';
import { writeExportZip } from './export-zip.writer';
import { readProjectRecords } from './project-records.reader';
import { ProjectTransferRepository } from './project-transfer.repository';

/** One delivery of each export job for all the API processes of the fleet together. */
export const PROJECT_EXPORT_RUNNER_DURABLE = 'project-export-runner';

/** Counts the bytes that pass. */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

/**
 * The export job: on `project_transfer.export_started` it reads the project's records in one
 * repeatable-read transaction, streams the zip into file storage (exports/<workspace>/<transfer>.zip)
 * and marks the transfer COMPLETED with its size, or FAILED. The event is durable: a process that
 * stops mid-export leaves the transfer RUNNING and the bus delivers the event again, and the export
 * starts over (storage `put` keeps all of a zip or nothing). A transfer already finished is skipped.
 */
@Injectable()
export class ProjectExportRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    private readonly transfers: ProjectTransferRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(
      {
        durable: PROJECT_EXPORT_RUNNER_DURABLE,
        subject: PROJECT_TRANSFER_EVENTS.exportStarted.subject,
        retryDelayMs: 2000,
        maxDeliveries: 5,
      },
      handleCataloguedEvents(this.logger, {
        [PROJECT_TRANSFER_EVENTS.exportStarted.subject]: (event) =>
          this.run(event.workspaceId, event.payload.transferId),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  /** Writes the export's zip; 'retry' lets the bus deliver it again after an unexpected failure. */
  async run(workspaceId: string | null, transferId: string): Promise<'ack' | 'retry'> {
    if (!workspaceId) return 'ack';
    const region = await this.transfers.regionOf(workspaceId);
    if (!region) return 'ack';
    const schema = workspaceSchemaName(workspaceId);
    const em = this.transfers.workspaceEm(region, schema);
    const job = await this.transfers.findTransfer(em, schema, transferId);
    if (
      !job ||
      job.kind !== 'EXPORT' ||
      job.status === 'COMPLETED' ||
      job.status === 'FAILED' ||
      !job.project_id
    )
      return 'ack';
    const projectId = job.project_id;
    const key = `exports/${workspaceId}/${transferId}.zip`;
    try {
      await this.transfers.setProgress(em, schema, transferId, 1);
      const { records, storage } = await em.transactional(
        (tx) => readProjectRecords(this.transfers, tx, schema, projectId),
        { isolationLevel: 'repeatable read' },
      );
      const authors = new Set<string>([
        records.project.createdBy,
        ...records.notes.map((n) => n.createdBy),
        ...records.insights.map((i) => i.createdBy),
        ...records.highlights.map((h) => h.createdBy),
        ...records.questions.map((q) => q.createdBy),
        ...records.files.map((f) => f.createdBy),
      ]);
      const members = await this.transfers.members(em, schema, [...authors]);
      await this.transfers.setProgress(em, schema, transferId, 20);
      let lastShown = 20;
      const { stream, recordCount } = await writeExportZip({
        records,
        storage,
        members,
        files: this.storage,
        onOriginal: (done, total) => {
          const progress = 20 + Math.floor((75 * done) / Math.max(1, total));
          if (progress - lastShown < 5) return;
          lastShown = progress;
          void this.transfers.setProgress(em, schema, transferId, progress).catch(() => undefined);
        },
      });
      const counter = new ByteCounter();
      stream.on('error', (err) => counter.destroy(err));
      await this.storage.put(key, stream.pipe(counter), 'application/zip');
      await em.transactional(async (tx) => {
        await this.transfers.complete(tx, schema, transferId, {
          storageKey: key,
          sizeBytes: counter.bytes,
          recordCount,
          report: {
            counts: Object.fromEntries(
              Object.entries(records)
                .filter(([, v]) => Array.isArray(v))
                .map(([k, v]) => [k, (v as unknown[]).length]),
            ),
          },
        });
        await recordEvent(tx, PROJECT_TRANSFER_EVENTS.exported, workspaceId, {
          transferId,
          projectId,
          sizeBytes: counter.bytes,
          recordCount,
        });
      });
      return 'ack';
    } catch (err) {
      this.logger.error({ err, transferId }, 'project export failed');
      await em.transactional(async (tx) => {
        await this.transfers.markFailed(
          tx,
          schema,
          transferId,
          'EXPORT_FAILED',
          'The export stopped on an unexpected error. Try again.',
        );
        await recordEvent(tx, PROJECT_TRANSFER_EVENTS.exportFailed, workspaceId, {
          transferId,
          projectId,
          errorCode: 'EXPORT_FAILED',
        });
      });
      return 'ack';
    }
  }
}
