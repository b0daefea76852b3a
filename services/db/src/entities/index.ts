import { Account } from './control/account.entity';
import { ApiToken } from './control/api-token.entity';
import { Invite } from './control/invite.entity';
import { Membership } from './control/membership.entity';
import { Session } from './control/session.entity';
import { Team } from './control/team.entity';
import { TenantRoute } from './control/tenant-route.entity';
import { AuthoredRecord } from './workspace/authored-record.entity';
import { Highlight } from './workspace/highlight.entity';
import { HighlightTag } from './workspace/highlight-tag.entity';
import { Insight } from './workspace/insight.entity';
import { Member } from './workspace/member.entity';
import { Note } from './workspace/note.entity';
import { Project } from './workspace/project.entity';
import { ProjectCategory } from './workspace/project-category.entity';
import { ProjectStar } from './workspace/project-star.entity';
import { ShareLink } from './workspace/share-link.entity';
import { Tag } from './workspace/tag.entity';
import { StoredFile } from './workspace/file.entity';
import { TagBoard } from './workspace/tag-board.entity';
import { TagGroup } from './workspace/tag-group.entity';
import { TagPlacement } from './workspace/tag-placement.entity';
import { TranscriptCue } from './workspace/transcript-cue.entity';

export { Account, ApiToken, Invite, Membership, Session, Team, TenantRoute };
export type { SessionKind } from './control/session.entity';
export {
  AuthoredRecord,
  Highlight,
  HighlightTag,
  Insight,
  Member,
  Note,
  Project,
  ProjectCategory,
  ProjectStar,
  ShareLink,
  StoredFile,
  Tag,
  TagBoard,
  TagGroup,
  TagPlacement,
  TranscriptCue,
};
export type { TagSentimentValue } from './workspace/tag.entity';

export const CONTROL_ENTITIES = [Account, ApiToken, Invite, Membership, Session, Team, TenantRoute];
export const WORKSPACE_ENTITIES = [
  AuthoredRecord,
  Highlight,
  HighlightTag,
  Insight,
  Member,
  Note,
  Project,
  ProjectCategory,
  ProjectStar,
  ShareLink,
  StoredFile,
  Tag,
  TagBoard,
  TagGroup,
  TagPlacement,
  TranscriptCue,
];
