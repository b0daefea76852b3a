/** Spec 000 §3: a tag's sentiment. */
export type TagSentiment = 'positive' | 'negative' | 'mixed';

export interface Tag {
  id: string;
  projectId: string | null;
  title: string;
  color: string;
  description: string | null;
  sentiment: TagSentiment | null;
  highlightCount: number;
}

export interface TaggedHighlight {
  id: string;
  noteId: string;
  noteTitle: string;
  text: string;
  createdAt: string;
  tags: { id: string; title: string; color: string }[];
}
