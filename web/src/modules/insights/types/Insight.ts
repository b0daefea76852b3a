import type { FileType, InsightFieldsFragment, PublicHighlightFieldsFragment } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
/** An insight as its page shows it. */
export type Insight = InsightFieldsFragment;

/**
 * The stretch of a recording a highlight was cut from, ready to play: the file's stream address and
 * the highlight's start and end in milliseconds.
 */
export interface HighlightClip {
  url: string;
  name: string;
  fileType: Extract<FileType, 'AUDIO' | 'VIDEO'>;
  startMs: number;
  endMs: number;
}

/**
 * What a highlight card shows: the public fields, from the share payload or mapped from a workspace
 * highlight. `noteId` is null on public pages, which do not link into the workspace. `clip` is set
 * where the source reads the highlight's media (presentation mode).
 */
export type CardHighlight = PublicHighlightFieldsFragment & {
  noteId: string | null;
  clip?: HighlightClip | null;
};
