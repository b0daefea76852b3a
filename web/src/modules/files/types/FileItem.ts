/** Spec 000 §2 file types. */
export type FileType = 'AUDIO' | 'IMAGE' | 'VIDEO' | 'SPREADSHEET' | 'DOCUMENT' | 'PRESENTATION' | 'OTHER';
/** Spec 000 §2 media upload states. */
export type FileStatus = 'UPLOADING' | 'DONE' | 'FAILED' | 'CANCELLED';

/** A file of a note, as the files query returns it. */
export interface FileItem {
  id: string;
  name: string;
  mime: string;
  fileType: FileType;
  size: number;
  status: FileStatus;
  /** Length of a recording, when its header tells. */
  durationMs: number | null;
  url: string;
  createdAt: string;
}

/** One time-synced line of a transcript. */
export interface TranscriptCue {
  id: string;
  position: number;
  startMs: number;
  endMs: number;
  speaker: string | null;
  text: string;
}
