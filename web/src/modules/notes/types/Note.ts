import type { HighlightFieldsFragment, NoteQuery } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type Highlight = HighlightFieldsFragment;
export type HighlightTag = Highlight['tags'][number];
export type Note = NoteQuery['note'];

/** A run of the note's text: plain, or inside one highlight. */
export interface TextSegment {
  text: string;
  start: number;
  highlight: Highlight | null;
}
