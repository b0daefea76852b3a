import type { Role } from '@fieldnote/core';
import type { TokenScope } from '../context/token-scope';

/**
 * What the tenant-isolation suite builds in workspace B (the seeded demo workspace plus one of
 * everything the demo lacks): the ids and strings a member of workspace A must never reach. Cases
 * build their variables from it.
 */
export interface TenantFixture {
  /** B's manager (the demo manager): the target of the member mutations. */
  managerId: string;
  projectId: string;
  projectTitle: string;
  noteId: string;
  noteTitle: string;
  insightId: string;
  insightTitle: string;
  tagId: string;
  otherTagId: string;
  tagTitle: string;
  tagHighlightCount: number;
  highlightId: string;
  fileId: string;
  /** B's audio/video highlight on its recording (fileId), and B's reel of its insight playing it. */
  clipId: string;
  reelId: string;
  tokenId: string;
  tokenSecret: string;
  shareLinkId: string;
  shareToken: string;
  /** B's share links of its note (`/p/data/…`) and of its highlight (`/public-object/…`). */
  noteShareLinkId: string;
  noteShareToken: string;
  highlightShareLinkId: string;
  highlightShareToken: string;
  memberCount: number;
  projectCount: number;
  tagBoardId: string;
  tagBoardTitle: string;
  projectViewId: string;
  projectViewTitle: string;
  savedFeedId: string;
  savedFeedTitle: string;
  /** B's manager's conversation (Chat), over B's project. */
  conversationId: string;
  conversationTitle: string;
  /** B's project's boards: the seeded demo board and the one made here. */
  tagBoardIds: string[];
  tagGroupId: string;
  otherTagGroupId: string;
  folderId: string;
  folderName: string;
  fieldId: string;
  fieldLabel: string;
  optionId: string;
  personId: string;
  otherPersonId: string;
  personName: string;
  personEmail: string;
  /** The people of B's note once set up: the demo's interviewee, if any, and B's secret contact. */
  notePeopleIds: string[];
  userGroupId: string;
  userGroupName: string;
  /** B's SCIM token (its id; the secret is never read again). */
  scimTokenId: string;
  /** B's e-mail domain (added, not verified). */
  domainId: string;
  accessRequestId: string;
  inviteId: string;
  invitedEmail: string;
  /** B's invitation in the account inbox of someone with an account elsewhere (control schema). */
  accountNotificationId: string;
  accountInviteeEmail: string;
  /** A notification of B's manager in B's workspace inbox. */
  notificationId: string;
  commentId: string;
  commentBody: string;
  dashboardId: string;
  dashboardTitle: string;
  chartId: string;
  chartTitle: string;
  segmentId: string;
  segmentTitle: string;
  channelId: string;
  channelTitle: string;
  channelDatasetId: string;
  channelThemeId: string;
  channelThemeTitle: string;
  /** B's topic, following its first data point ("one"). */
  channelTopicId: string;
  /** B's two data points: the first is in B's theme. */
  channelDatapointIds: string[];
  /** B's bulk import (a CSV uploaded into B's project, not started). */
  bulkImportId: string;
  /** B's REFI-QDA import (a codebook uploaded into B's project). */
  refiQdaImportId: string;
  /** B's insight template. */
  templateId: string;
  /** B's project export (started by B's manager; its zip is B's). */
  projectTransferId: string;
  /** B's transcription job of its recording (queued). */
  transcriptionJobId: string;
  /** B's note summary job of its note (queued). */
  summaryJobId: string;
  /** A theme job of B's project. */
  themeJobId: string;
  /** A translation job of B's note (queued). */
  translationJobId: string;
}

/** What a member of A gets sending the case, with B's ids, to A's own host. */
export type OnOwnHost =
  /** B's id names nothing in A. */
  | 'NOT_FOUND'
  /** The call answers with A's own data, none of B's. */
  | 'NO_LEAK'
  /** The call answers exactly this (e.g. deleting B's data points by id deletes none). */
  | { data: unknown }
  /** Not sent on A's host: it names nothing of B and would change A (a create); the reason. */
  | { notRun: string };

/**
 * One way of reading or changing B's data. Every case is sent to B's host with the session cookie
 * of each member of A and with an API token of A (all FORBIDDEN, nothing of B in the answer, B
 * unchanged), and to A's own host as `onOwnHost` says.
 */
export interface IsolationCase {
  /** Unique across modules: the root field, with what sets the case apart when a field has several. */
  name: string;
  /** One operation (query, mutation or subscription); its first root field is the one covered. */
  document: string;
  variables?: (b: TenantFixture) => Record<string, unknown>;
  onOwnHost: OnOwnHost;
  /**
   * The least workspace role the call lets in (the role its resolver passes to
   * WorkspaceAccess.require): on A's host a member with this role gets `onOwnHost`, one a role below
   * gets FORBIDDEN.
   */
  minRole: Role;
  /** Whether an API token may make the call in its own workspace (mutations: as MUTATION_TOKEN_SCOPE). */
  tokenScope: TokenScope;
}

/**
 * What an API token may do with a call that reads or changes no workspace's data (the account,
 * sign-in, public links), so it has no isolation case. The token-scope suite sends it with a token
 * of its own workspace: SESSION_ONLY must be FORBIDDEN, TOKEN_ALLOWED must not.
 */
export interface TokenScopeCase {
  name: string;
  document: string;
  /** Built from a fixture of ids that name nothing. */
  variables?: (b: TenantFixture) => Record<string, unknown>;
  tokenScope: TokenScope;
}

/**
 * What a `<module>.isolation-cases.ts` file beside a module's resolvers exports. The isolation and
 * token-scope suites collect every such file under services/api/src, and fail when an operation of
 * the schema has no case (or a commented exemption in e2e/api/operation-cases/exemptions.ts).
 */
export interface ModuleCases {
  isolation: IsolationCase[];
  /** Calls of the module on no workspace's data. */
  tokenScope?: TokenScopeCase[];
}

/** Why a create is not sent on A's own host: it names nothing of B and would add to A. */
export const CREATES_IN_OWN_WORKSPACE =
  "creates in the caller's own workspace: it names nothing of B, and on A it would change A";
