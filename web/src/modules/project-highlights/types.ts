export interface ProjectHighlight {
  id: string;
  noteId: string;
  noteTitle: string;
  text: string;
  createdAt: string;
  tags: { id: string; title: string; color: string }[];
}

export interface ProjectHighlightPage {
  total: number;
  offset: number;
  limit: number;
  items: ProjectHighlight[];
}
