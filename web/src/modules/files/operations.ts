import { defineOperation } from '../graphql/utils/defineOperation';
import type { Highlight } from '../notes/types/Note';
import type { FileItem, TranscriptCue } from './types/FileItem';

const FILE_FIELDS = 'id name mime fileType size status durationMs url createdAt';
const CUE_FIELDS = 'id position startMs endMs speaker text';

export const FILES_QUERY = defineOperation<{ files: FileItem[] }, { noteId: string }>(
  `query NoteFiles($noteId: ID!) { files(noteId: $noteId) { ${FILE_FIELDS} } }`,
);

export const TRANSCRIPT_QUERY = defineOperation<
  { file: { id: string; transcript: TranscriptCue[] } },
  { id: string }
>(`query FileTranscript($id: ID!) { file(id: $id) { id transcript { ${CUE_FIELDS} } } }`);

export const DELETE_FILE_MUTATION = defineOperation<{ deleteFile: boolean }, { id: string }>(
  'mutation DeleteFile($id: ID!) { deleteFile(id: $id) }',
);

export const IMPORT_TRANSCRIPT_MUTATION = defineOperation<
  { importTranscript: TranscriptCue[] },
  { input: { fileId: string; content: string } }
>(
  `mutation ImportTranscript($input: ImportTranscriptInput!) { importTranscript(input: $input) { ${CUE_FIELDS} } }`,
);

export const CREATE_TRANSCRIPT_HIGHLIGHT_MUTATION = defineOperation<
  { createTranscriptHighlight: Highlight },
  { input: { fileId: string; startMs: number; endMs: number; tagIds?: string[] } }
>(
  `mutation CreateTranscriptHighlight($input: CreateTranscriptHighlightInput!) {
    createTranscriptHighlight(input: $input) { id startOffset endOffset text createdAt tags { id title color } } }`,
);
