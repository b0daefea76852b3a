export interface BoardTag {
  id: string;
  title: string;
  color: string;
  highlightCount: number;
}

export interface TagGroup {
  id: string;
  title: string;
  color: string;
  tags: BoardTag[];
}

export interface TagBoardSummary {
  id: string;
  shortId: string;
  projectId: string;
  title: string;
  groupCount: number;
}

export interface TagBoard extends TagBoardSummary {
  groups: TagGroup[];
  ungroupedTags: BoardTag[];
}
