import type { FileFieldsFragment, TranscriptCueFieldsFragment } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
/** A file of a note, as the files query (and the upload endpoint) returns it. */
export type FileItem = FileFieldsFragment;
/** Spec 000 §2 file types. */
export type FileType = FileItem['fileType'];
/** One time-synced line of a transcript. */
export type TranscriptCue = TranscriptCueFieldsFragment;
