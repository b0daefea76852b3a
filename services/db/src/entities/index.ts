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
import { ProjectStar } from './workspace/project-star.entity';
import { Tag } from './workspace/tag.entity';

export { Account, ApiToken, Invite, Membership, Session, Team, TenantRoute };
export type { SessionKind } from './control/session.entity';
export { AuthoredRecord, Highlight, HighlightTag, Insight, Member, Note, Project, ProjectStar, Tag };
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
  ProjectStar,
  Tag,
];
