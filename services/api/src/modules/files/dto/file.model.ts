import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { StoredFile } from '@fieldnote/db';
import { FileStatus, FileType } from './file-enums';

/** A file attached to a note. Its bytes are at `url` (GET, Range requests allowed) once DONE. */
@ObjectType('File')
export class FileModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) noteId!: string;
  @Field() name!: string;
  @Field({ description: 'The media type sniffed from the content.' }) mime!: string;
  @Field(() => FileType) fileType!: FileType;
  @Field(() => Float, { description: 'Size in bytes (up to 1e10, so not an Int).' }) size!: number;
  @Field(() => FileStatus) status!: FileStatus;
  @Field(() => Int, { nullable: true, description: 'Length of audio or video in milliseconds, when known.' })
  durationMs!: number | null;
  @Field({ description: 'Where the bytes are served, on the workspace host.' }) url!: string;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When the data retention policy removed the bytes; the transcript and highlights stay.',
  })
  contentDeletedAt!: Date | null;

  static from(f: StoredFile): FileModel {
    return Object.assign(new FileModel(), {
      id: f.id,
      noteId: f.noteId,
      name: f.name,
      mime: f.mime,
      fileType: f.fileType as FileType,
      size: Number(f.size),
      status: f.status as FileStatus,
      durationMs: f.durationMs,
      url: `/files/${f.id}`,
      createdBy: f.createdBy,
      createdAt: f.createdAt,
      contentDeletedAt: f.contentDeletedAt ?? null,
    });
  }
}
