export interface HighlightTag {
  id: string;
  title: string;
  color: string;
}

export interface Highlight {
  id: string;
  startOffset: number;
  endOffset: number;
  text: string;
  createdAt: string;
  tags: HighlightTag[];
}

export interface Note {
  id: string;
  shortId: string;
  projectId: string;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
  highlights: Highlight[];
}

/** A run of the note's text: plain, or inside one highlight. */
export interface TextSegment {
  text: string;
  start: number;
  highlight: Highlight | null;
}
