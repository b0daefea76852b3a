import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  type Config,
  FILE_EVENTS,
  type FileStatusValue,
  type Logger,
  MAX_FILE_NAME_LENGTH,
} from '@fieldnote/core';
import { CONFIG, LOGGER, type StoredFile } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveNote } from '../notes';
import { classifyFile } from './file-kind.util';
import { mediaDurationMs } from './media-duration.util';
import { fileErrors } from './file.errors';
import { FilesRepository } from './files.repository';
import { sampleStream } from './stream-sample.util';
import { FILE_STORAGE, type FileStorage } from '../file-storage';

/** How many leading bytes content sniffing reads (enough for the zip directory of Office files). */
const SNIFF_BYTES = 64 * 1024;
/** Kept from a recording's end for formats that state their length there: two of Ogg's largest pages. */
const TAIL_BYTES = 128 * 1024;

/** An upload as it arrives: the name the browser gave and the stream of its bytes. */
export interface IncomingFile {
  filename: string;
  /** The type the sender declared for the part (a browser's guess from the name), when it declared one. */
  mimetype?: string;
  stream: Readable;
  /** Set by the multipart parser when the stream stopped at the size limit. */
  truncated(): boolean;
}

/** Why an upload stopped before its end: the client went away (cancel) or the size limit was hit. */
export class UploadCancelledError extends Error {
  constructor() {
    super('upload cancelled by the client');
  }
}

/**
 * Uploads into a note (spec 000 §2 media upload states): checks the role and the note before a byte
 * is read, decides the file type from the content, then streams the bytes to storage while the row
 * says UPLOADING. Success makes it DONE; a failure FAILED and a client abort CANCELLED, and in both
 * cases whatever reached storage is removed, so nothing is left half-stored.
 */
@Injectable()
export class FileUploadService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly files: FilesRepository,
  ) {}

  /** The largest upload this server takes (MAX_UPLOAD_BYTES). */
  get maxBytes(): number {
    return this.config.MAX_UPLOAD_BYTES;
  }

  /** Refuses a request before its body is read, when the note is not there. */
  async checkNote(scope: WorkspaceScope, rawNoteId: string): Promise<string> {
    return (await findLiveNote(scope.em, rawNoteId)).id;
  }

  async upload(
    scope: WorkspaceScope,
    noteId: string,
    incoming: IncomingFile,
    signal: AbortSignal,
  ): Promise<StoredFile> {
    const name = cleanName(incoming.filename);
    const cancel = () => incoming.stream.destroy(new UploadCancelledError());
    if (signal.aborted) cancel();
    signal.addEventListener('abort', cancel, { once: true });
    try {
      const sampled = await sampleStream(incoming.stream, SNIFF_BYTES, TAIL_BYTES).catch((error: unknown) => {
        throw this.refusalOf(error, incoming);
      });
      if (sampled.ended && sampled.sample.length === 0) throw fileErrors.empty();
      const { fileTypeFromBuffer } = await import('file-type');
      const sniffed = await fileTypeFromBuffer(sampled.sample);
      const kind = classifyFile(name, sniffed, sampled.sample, incoming.mimetype);
      const file = await this.start(scope, noteId, name, kind);
      try {
        await this.storage.put(file.storageKey, sampled.body, kind.mime);
        if (incoming.truncated()) throw fileErrors.tooLarge(this.maxBytes);
      } catch (error) {
        const cancelled = signal.aborted || error instanceof UploadCancelledError;
        await this.storage
          .delete(file.storageKey)
          .catch((cleanup: unknown) =>
            this.logger.error({ err: cleanup, key: file.storageKey }, 'could not remove a failed upload'),
          );
        await this.finish(scope, file, cancelled ? 'CANCELLED' : 'FAILED', sampled.bytesRead());
        if (!cancelled && !(error instanceof AppError))
          this.logger.warn({ err: error, fileId: file.id }, 'upload failed');
        throw this.refusalOf(error, incoming);
      }
      const size = sampled.bytesRead();
      const durationMs =
        kind.fileType === 'AUDIO' || kind.fileType === 'VIDEO'
          ? await mediaDurationMs(sampled.sample, kind.mime, size, sampled.tail())
          : null;
      return await this.finish(scope, file, 'DONE', size, durationMs);
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  private async start(
    scope: WorkspaceScope,
    noteId: string,
    name: string,
    kind: { fileType: StoredFile['fileType']; mime: string },
  ): Promise<StoredFile> {
    return scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, noteId);
      const id = randomUUID();
      const file = await this.files.insert(em, {
        id,
        noteId: note.id,
        name,
        mime: kind.mime,
        fileType: kind.fileType,
        size: 0,
        status: 'UPLOADING',
        storageKey: `${scope.workspace.id}/${id}`,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, FILE_EVENTS.uploadStarted, scope.workspace.id, {
        fileId: id,
        noteId: note.id,
        projectId: note.projectId,
        fileType: kind.fileType,
      });
      return file;
    });
  }

  private async finish(
    scope: WorkspaceScope,
    started: StoredFile,
    status: FileStatusValue,
    size: number,
    durationMs: number | null = null,
  ): Promise<StoredFile> {
    return scope.em.transactional(async (em) => {
      const file = await this.files.findExisting(em, started.id);
      file.status = status;
      file.size = status === 'DONE' ? size : 0;
      file.durationMs = durationMs;
      await this.files.save(em, file);
      const subject =
        status === 'DONE'
          ? FILE_EVENTS.uploaded
          : status === 'CANCELLED'
            ? FILE_EVENTS.uploadCancelled
            : FILE_EVENTS.uploadFailed;
      await recordEvent(em, subject, scope.workspace.id, {
        fileId: file.id,
        noteId: file.noteId,
        fileType: file.fileType,
        size: file.size,
      });
      return file;
    });
  }

  /** The error the client is told: our own refusals as they are, a size limit in words, the rest generic. */
  private refusalOf(error: unknown, incoming: IncomingFile): AppError {
    if (error instanceof AppError) return error;
    if (incoming.truncated() || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return fileErrors.tooLarge(this.maxBytes);
    return fileErrors.uploadFailed();
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The file's own name without any folder part, control characters or surrounding spaces. */
function cleanName(raw: string): string {
  const name = basename(raw.replace(/\\/g, '/')).replace(CONTROL_CHARACTERS, '').trim();
  if (name.length > MAX_FILE_NAME_LENGTH) throw fileErrors.nameTooLong();
  return name || 'Untitled file';
}
