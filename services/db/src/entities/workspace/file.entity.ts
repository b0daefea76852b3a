import type { FileStatusValue, FileTypeValue } from '@fieldnote/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** A file attached to a note (audio, video, a document, an image), stored by the storage driver under `storageKey`. */
@Entity({ tableName: 'files', schema: '*' })
@Index({ properties: ['noteId'] })
export class StoredFile extends AuthoredRecord {
  @Property({ type: 'uuid' })
  noteId!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  /** The media type sniffed from the content (not the one the browser claimed). */
  @Property({ type: 'string', length: 255 })
  mime!: string;

  @Property({ type: 'string', length: 16 })
  fileType!: FileTypeValue;

  /** Bytes; a bigint column, read as a number (spec 000 §9 caps it at 1e10, well inside 2^53). */
  @Property({ type: 'bigint', runtimeType: 'number' })
  size = 0;

  @Property({ type: 'string', length: 16 })
  status!: FileStatusValue;

  @Property({ type: 'string', length: 255 })
  storageKey!: string;

  @Property({ type: 'integer', nullable: true })
  durationMs: number | null = null;

  /** When the data retention policy removed the bytes, keeping the transcript and highlights (issue 36). */
  @Property({ type: 'datetime', nullable: true })
  contentDeletedAt: Date | null = null;
}
