import { Inject, Injectable } from '@nestjs/common';
import { EntitlementsService } from '@fieldnote/control-plane';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, FILE_EVENTS, type Logger } from '@fieldnote/core';
import { LOGGER, type StoredFile, type TranscriptCue } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { BetaSwitches } from '../beta-features';
import { findLiveNote } from '../notes';
import { FileLookup } from './file-lookup';
import { fileErrors } from './file.errors';
import { FilesRepository } from './files.repository';
import { FILE_STORAGE, type FileStorage } from '../file-storage';
import { withoutFillerWords } from './filler-words.util';
import { type ParsedCue, parseTranscript } from './transcript-parse.util';

/**
 * A note's files and their transcripts: listing, deleting (row and bytes), importing a WebVTT or
 * SRT transcript and reading its cues. Uploads are FileUploadService's. Callers check the role.
 */
@Injectable()
export class FilesService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly files: FilesRepository,
    private readonly lookup: FileLookup,
    private readonly betas: BetaSwitches,
    private readonly entitlements: EntitlementsService,
  ) {}

  async listByNote(scope: WorkspaceScope, rawNoteId: string): Promise<StoredFile[]> {
    const note = await findLiveNote(scope.em, rawNoteId);
    return this.files.findForNote(scope.em, note.id);
  }

  get(scope: WorkspaceScope, rawId: string): Promise<StoredFile> {
    return this.lookup.findLive(scope.em, rawId);
  }

  /** Deletes the file, its transcript and its bytes; highlights cut from it keep their text. */
  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    const file = await scope.em.transactional(async (em) => {
      const found = await this.lookup.findLive(em, rawId);
      if (found.status === 'UPLOADING')
        throw AppError.badInput('This file is still uploading: cancel the upload instead.', { field: 'id' });
      await this.files.delete(em, found);
      await recordEvent(em, FILE_EVENTS.deleted, scope.workspace.id, {
        fileId: found.id,
        noteId: found.noteId,
      });
      return found;
    });
    // After the commit: a row never points at missing bytes; a failure here leaves an orphan object only.
    await this.storage
      .delete(file.storageKey)
      .catch((error: unknown) =>
        this.logger.error(
          { err: error, key: file.storageKey },
          'could not remove the bytes of a deleted file',
        ),
      );
  }

  /**
   * Replaces the file's transcript with the cues of a WebVTT or SRT text; with the
   * REMOVE_FILLER_WORDS beta on (and a plan with allowRemoveFillerWords), without their filler words
   * (a cue of nothing else is left out).
   */
  async importTranscript(
    scope: WorkspaceScope,
    rawFileId: string,
    content: string,
  ): Promise<TranscriptCue[]> {
    let parsed = parseTranscript(content);
    // The switch stays as it was when the plan is lowered, but removes nothing on a plan without it.
    if (
      (await this.betas.isOn(scope, 'REMOVE_FILLER_WORDS')) &&
      (await this.entitlements.of(scope.workspace.id)).entitlements.allowRemoveFillerWords
    )
      parsed = parsed
        .map((cue) => ({ ...cue, text: withoutFillerWords(cue.text) }))
        .filter((cue) => cue.text !== '');
    return scope.em.transactional(async (em) => {
      const file = await this.lookup.findLive(em, rawFileId);
      if (file.status !== 'DONE') throw fileErrors.notReady();
      if (file.fileType !== 'AUDIO' && file.fileType !== 'VIDEO') throw fileErrors.notMedia();
      const cues = await this.files.replaceCues(em, file.id, parsed);
      await recordEvent(em, FILE_EVENTS.transcriptImported, scope.workspace.id, {
        fileId: file.id,
        noteId: file.noteId,
        cueCount: cues.length,
      });
      return cues;
    });
  }

  /**
   * Replaces the file's transcript with cues made elsewhere (a transcription), in the caller's
   * transaction: the same store and the same event as an import, so search and highlights read it alike.
   */
  async storeTranscript(
    em: EntityManager,
    workspaceId: string,
    file: { id: string; noteId: string },
    cues: ParsedCue[],
  ): Promise<TranscriptCue[]> {
    const stored = await this.files.replaceCues(em, file.id, cues);
    await recordEvent(em, FILE_EVENTS.transcriptImported, workspaceId, {
      fileId: file.id,
      noteId: file.noteId,
      cueCount: stored.length,
    });
    return stored;
  }

  async cues(scope: WorkspaceScope, fileId: string): Promise<TranscriptCue[]> {
    return this.files.cuesOf(scope.em, fileId);
  }
}
