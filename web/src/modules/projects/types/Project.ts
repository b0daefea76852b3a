export interface Project {
  id: string;
  shortId: string;
  title: string;
  summary: string | null;
  icon: string | null;
  color: string | null;
  starred: boolean;
  archived: boolean;
  noteCount: number;
  insightCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface NoteSummary {
  id: string;
  shortId: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface InsightSummary {
  id: string;
  shortId: string;
  title: string;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
}

export interface TagWithCount {
  id: string;
  title: string;
  color: string;
  highlightCount: number;
}

/** What the edit dialog sends: left-out fields stay, an empty string clears. */
export interface ProjectChanges {
  title?: string;
  summary?: string;
  icon?: string;
  color?: string;
}

/** Passed in router state to the page a deletion navigates to, so it can offer Undo. */
export interface DeletedItemState {
  deleted: { kind: 'PROJECT' | 'NOTE'; id: string; title: string };
}
