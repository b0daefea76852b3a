export interface Project {
  id: string;
  shortId: string;
  title: string;
  summary: string | null;
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
