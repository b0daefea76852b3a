export type RecentItemKind = 'PROJECT' | 'NOTE' | 'INSIGHT';

/** A project, note or insight that changed recently. */
export interface RecentItem {
  id: string;
  kind: RecentItemKind;
  title: string;
  projectId: string;
  projectTitle: string;
  updatedAt: string;
  createdByYou: boolean;
}

/** A published insight on /home. */
export interface PublishedInsight {
  id: string;
  title: string;
  projectId: string;
  projectTitle: string;
  publishedAt: string;
}

/** What /home shows. */
export interface Home {
  recent: RecentItem[];
  publishedInsights: PublishedInsight[];
}
