import { registerEnumType } from '@nestjs/graphql';

/** Spec 000 §2: file types, decided from a file's content. */
export enum FileType {
  AUDIO = 'AUDIO',
  IMAGE = 'IMAGE',
  VIDEO = 'VIDEO',
  SPREADSHEET = 'SPREADSHEET',
  DOCUMENT = 'DOCUMENT',
  PRESENTATION = 'PRESENTATION',
  OTHER = 'OTHER',
}

/** Spec 000 §2: the states of a media upload. */
export enum FileStatus {
  UPLOADING = 'UPLOADING',
  DONE = 'DONE',
  FAILED = 'FAILED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(FileType, {
  name: 'FileType',
  description: 'What a file holds, decided from its content (spec 000 §2).',
});
registerEnumType(FileStatus, { name: 'FileStatus', description: 'The state of an upload (spec 000 §2).' });
