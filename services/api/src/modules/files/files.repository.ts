import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { StoredFile, TranscriptCue } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';
import type { ParsedCue } from './transcript-parse.util';

/** The queries of note files and their transcripts. Every method runs through `em`, in its transaction when it has one. */
@Injectable()
export class FilesRepository extends EntityRows<StoredFile> {
  constructor() {
    super(StoredFile);
  }

  /** A file this request wrote earlier: one missing is a bug, thrown. */
  findExisting(em: EntityManager, id: string): Promise<StoredFile> {
    return em.findOneOrFail(StoredFile, { id });
  }

  /** A note's files, oldest first. */
  findForNote(em: EntityManager, noteId: string): Promise<StoredFile[]> {
    return em.find(StoredFile, { noteId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** A file's transcript lines in order. */
  cuesOf(em: EntityManager, fileId: string): Promise<TranscriptCue[]> {
    return em.find(TranscriptCue, { fileId }, { orderBy: { position: 'asc' } });
  }

  /** Replaces a file's transcript with these lines, numbered in order; the lines written. */
  async replaceCues(em: EntityManager, fileId: string, drafts: ParsedCue[]): Promise<TranscriptCue[]> {
    await em.nativeDelete(TranscriptCue, { fileId });
    const cues = drafts.map((cue, position) =>
      em.create(TranscriptCue, { id: randomUUID(), fileId, position, ...cue }),
    );
    await em.flush();
    return cues;
  }
}
