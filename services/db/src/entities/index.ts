import { Account } from './control/account.entity';
import { AccountNotification } from './control/account-notification.entity';
import { ApiToken } from './control/api-token.entity';
import { Invite } from './control/invite.entity';
import { Membership } from './control/membership.entity';
import { Session } from './control/session.entity';
import { Team } from './control/team.entity';
import { TenantRoute } from './control/tenant-route.entity';
import { AccessRequest } from './workspace/access-request.entity';
import { AuthoredRecord } from './workspace/authored-record.entity';
import { Comment } from './workspace/comment.entity';
import { CustomField } from './workspace/custom-field.entity';
import { CustomFieldValue } from './workspace/custom-field-value.entity';
import { Chart } from './workspace/chart.entity';
import { Dashboard } from './workspace/dashboard.entity';
import { Highlight } from './workspace/highlight.entity';
import { HighlightTag } from './workspace/highlight-tag.entity';
import { Insight } from './workspace/insight.entity';
import { Member } from './workspace/member.entity';
import { Note } from './workspace/note.entity';
import { Notification } from './workspace/notification.entity';
import { NotificationSettings } from './workspace/notification-settings.entity';
import { NotePerson } from './workspace/note-person.entity';
import { Person } from './workspace/person.entity';
import { Project } from './workspace/project.entity';
export { PROJECT_GATE_FILTER, type ProjectGateParams } from './workspace/project-gate.filter';
import { ProjectCategory } from './workspace/project-category.entity';
import { ProjectStar } from './workspace/project-star.entity';
import { ProjectView } from './workspace/project-view.entity';
import { ProjectReadme } from './workspace/project-readme.entity';
import { ProjectViewRank } from './workspace/project-view-rank.entity';
import { SavedFeed } from './workspace/saved-feed.entity';
import { Segment } from './workspace/segment.entity';
import { SegmentPerson } from './workspace/segment-person.entity';
import { ShareLink } from './workspace/share-link.entity';
import { Tag } from './workspace/tag.entity';
import { StoredFile } from './workspace/file.entity';
import { TagBoard } from './workspace/tag-board.entity';
import { TagGroup } from './workspace/tag-group.entity';
import { TagPlacement } from './workspace/tag-placement.entity';
import { TranscriptCue } from './workspace/transcript-cue.entity';

export { Account, AccountNotification, ApiToken, Invite, Membership, Session, Team, TenantRoute };
export type { SessionKind, SignInMethod } from './control/session.entity';
export {
  AccessRequest,
  AuthoredRecord,
  Comment,
  CustomField,
  CustomFieldValue,
  Chart,
  Dashboard,
  Highlight,
  HighlightTag,
  Insight,
  Member,
  Note,
  Notification,
  NotificationSettings,
  NotePerson,
  Person,
  Project,
  ProjectCategory,
  ProjectStar,
  ProjectReadme,
  ProjectView,
  ProjectViewRank,
  SavedFeed,
  Segment,
  SegmentPerson,
  ShareLink,
  StoredFile,
  Tag,
  TagBoard,
  TagGroup,
  TagPlacement,
  TranscriptCue,
};
export type { TagSentimentValue } from './workspace/tag.entity';
export type { StoredSelectOption } from './workspace/custom-field.entity';

export const CONTROL_ENTITIES = [
  Account,
  AccountNotification,
  ApiToken,
  Invite,
  Membership,
  Session,
  Team,
  TenantRoute,
];
export const WORKSPACE_ENTITIES = [
  AccessRequest,
  AuthoredRecord,
  Comment,
  Notification,
  NotificationSettings,
  CustomField,
  CustomFieldValue,
  Chart,
  Dashboard,
  Highlight,
  HighlightTag,
  Insight,
  Member,
  Note,
  NotePerson,
  Person,
  Project,
  ProjectCategory,
  ProjectStar,
  ProjectReadme,
  ProjectView,
  ProjectViewRank,
  SavedFeed,
  Segment,
  SegmentPerson,
  ShareLink,
  StoredFile,
  Tag,
  TagBoard,
  TagGroup,
  TagPlacement,
  TranscriptCue,
];
