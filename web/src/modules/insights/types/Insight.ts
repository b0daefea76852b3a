/** An insight as its page shows it. */
export interface Insight {
  id: string;
  shortId: string;
  projectId: string;
  title: string;
  content: string;
  /** Serialised ProseMirror JSON; null before anything was written in the editor. */
  contentJson: string | null;
  published: boolean;
  publishedAt: string | null;
  locked: boolean;
  lockedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A public link to an insight. */
export interface ShareLink {
  id: string;
  token: string;
  createdAt: string;
  revokedAt: string | null;
  active: boolean;
}

/** A published insight as its public page receives it. */
export interface SharedInsight {
  title: string;
  publishedAt: string | null;
  contentJson: string | null;
  content: string;
  highlights: CardHighlight[];
}

/** What a highlight card shows. `noteId` is null on public pages, which do not link into the workspace. */
export interface CardHighlight {
  id: string;
  quote: string;
  noteTitle: string;
  noteId: string | null;
  tags: { title: string; color: string }[];
}
