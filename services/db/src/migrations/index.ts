import { Migration20261121000000ControlInit } from './control/Migration20261121000000ControlInit';
import { Migration20261121000001RegionalOutbox } from './control/Migration20261121000001RegionalOutbox';
import { Migration20261121000002SessionKind } from './control/Migration20261121000002SessionKind';
import { Migration20261121000003TeamPlan } from './control/Migration20261121000003TeamPlan';
import { Migration20261121000004RateLimitHits } from './control/Migration20261121000004RateLimitHits';
import { Migration20261121000005AccountEmailAndLockout } from './control/Migration20261121000005AccountEmailAndLockout';
import { Migration20261126040000AccountTheme } from './control/Migration20261126040000AccountTheme';
import { Migration20261127090000AccountNotifications } from './control/Migration20261127090000AccountNotifications';
import { Migration20261202060000ScimTokens } from './control/Migration20261202060000ScimTokens';
import { Migration20261202060000SsoConnections } from './control/Migration20261202060000SsoConnections';
import { Migration20261202061000SsoSignIn } from './control/Migration20261202061000SsoSignIn';
import { Migration20261202070000TeamDomains } from './control/Migration20261202070000TeamDomains';
import { Migration20261202071000SamlConnections } from './control/Migration20261202071000SamlConnections';
import { Migration20261205090000PlanCatalogue } from './control/Migration20261205090000PlanCatalogue';
import { Migration20261206090000StripeBilling } from './control/Migration20261206090000StripeBilling';
import { Migration20261207090000SamlIdpInitiated } from './control/Migration20261207090000SamlIdpInitiated';
import { Migration20261207090001SamlSpKeyRotation } from './control/Migration20261207090001SamlSpKeyRotation';
import { Migration20261207100000BillingOperations } from './control/Migration20261207100000BillingOperations';
import { Migration20261207110000TrialsAndNotices } from './control/Migration20261207110000TrialsAndNotices';
import { Migration20261208090000SamlSingleLogout } from './control/Migration20261208090000SamlSingleLogout';
import { Migration20261208110000SamlSloPostAndSessionIndex } from './control/Migration20261208110000SamlSloPostAndSessionIndex';
import { Migration20261209090000PlanCatalogueChanges } from './control/Migration20261209090000PlanCatalogueChanges';
import { Migration20261211090000AccountPasswordChosen } from './control/Migration20261211090000AccountPasswordChosen';
import { Migration20261212090000WorkspaceAiRegions } from './control/Migration20261212090000WorkspaceAiRegions';
import { Migration20261202060000SessionDetails } from './control/Migration20261202060000SessionDetails';
import { Migration20261205060000WorkspaceSecurity } from './control/Migration20261205060000WorkspaceSecurity';
import { Migration20261205060000MemberWorkspaceAdmin } from './workspace/Migration20261205060000MemberWorkspaceAdmin';
import { Migration20261126040001AuditLog } from './workspace/Migration20261126040001AuditLog';
import { Migration20261121000000WorkspaceInit } from './workspace/Migration20261121000000WorkspaceInit';
import { Migration20261121000001WorkspaceVectors } from './workspace/Migration20261121000001WorkspaceVectors';
import { Migration20261123000000WorkspaceTagDetails } from './workspace/Migration20261123000000WorkspaceTagDetails';
import { Migration20261123170000ProjectNoteLifecycle } from './workspace/Migration20261123170000ProjectNoteLifecycle';
import { Migration20261124000000RichDocuments } from './workspace/Migration20261124000000RichDocuments';
import { Migration20261124010000HighlightAnchors } from './workspace/Migration20261124010000HighlightAnchors';
import { Migration20261124020000ShareLinks } from './workspace/Migration20261124020000ShareLinks';
import { Migration20261124030000FilesAndTranscripts } from './workspace/Migration20261124030000FilesAndTranscripts';
import { Migration20261124050000TagBoardsAndFolders } from './workspace/Migration20261124050000TagBoardsAndFolders';
import { Migration20261124090000NoteListIndexes } from './workspace/Migration20261124090000NoteListIndexes';
import { Migration20261125000000SearchItems } from './workspace/Migration20261125000000SearchItems';
import { Migration20261126050000CustomFields } from './workspace/Migration20261126050000CustomFields';
import { Migration20261126020000SavedFeedsAndTagCharts } from './workspace/Migration20261126020000SavedFeedsAndTagCharts';
import { Migration20261126060000People } from './workspace/Migration20261126060000People';
import { Migration20261126070000ProjectPermissions } from './workspace/Migration20261126070000ProjectPermissions';
import { Migration20261126080000ProjectViews } from './workspace/Migration20261126080000ProjectViews';
import { Migration20261126081000AccessRequests } from './workspace/Migration20261126081000AccessRequests';
import { Migration20261126082000ChartFilterForms } from './workspace/Migration20261126082000ChartFilterForms';
import { Migration20261126083000PeopleFields } from './workspace/Migration20261126083000PeopleFields';
import { Migration20261127090000NoteTagCounts } from './workspace/Migration20261127090000NoteTagCounts';
import { Migration20261127100000Segments } from './workspace/Migration20261127100000Segments';
import { Migration20261128090000Channels } from './workspace/Migration20261128090000Channels';
import { Migration20261129090000ChannelTopics } from './workspace/Migration20261129090000ChannelTopics';
import { Migration20261129100000FieldValueSets } from './workspace/Migration20261129100000FieldValueSets';
import { Migration20261129110000ValueOwnerIndexes } from './workspace/Migration20261129110000ValueOwnerIndexes';
import { Migration20261130090000MemberProjectEntries } from './workspace/Migration20261130090000MemberProjectEntries';
import { Migration20261201090000SearchRecencyIndexes } from './workspace/Migration20261201090000SearchRecencyIndexes';
import { Migration20261202090000ValueLiveProjects } from './workspace/Migration20261202090000ValueLiveProjects';
import { Migration20261203090000SearchRecentMatches } from './workspace/Migration20261203090000SearchRecentMatches';
import { Migration20261204060000ScimUsers } from './workspace/Migration20261204060000ScimUsers';
import { Migration20261204060001ScimGroups } from './workspace/Migration20261204060001ScimGroups';
import { Migration20261205090000BulkImports } from './workspace/Migration20261205090000BulkImports';
import { Migration20261206090000AiCore } from './workspace/Migration20261206090000AiCore';
import { Migration20261206093000DataRetention } from './workspace/Migration20261206093000DataRetention';
import { Migration20261206100000RefiQdaImports } from './workspace/Migration20261206100000RefiQdaImports';
import { Migration20261207090000ScimListIndexes } from './workspace/Migration20261207090000ScimListIndexes';
import { Migration20261207090001UserGroupVersionFollowsMembers } from './workspace/Migration20261207090001UserGroupVersionFollowsMembers';
import { Migration20261207110000NotificationPayload } from './workspace/Migration20261207110000NotificationPayload';
import { Migration20261207130000ShareNotesAndHighlights } from './workspace/Migration20261207130000ShareNotesAndHighlights';
import { Migration20261208090000WorkspaceExtras } from './workspace/Migration20261208090000WorkspaceExtras';
import { Migration20261208090000AiSuggestions } from './workspace/Migration20261208090000AiSuggestions';
import { Migration20261208090000Conversations } from './workspace/Migration20261208090000Conversations';
import { Migration20261209090000Transcription } from './workspace/Migration20261209090000Transcription';
import { Migration20261209093400AiAutoFeatureRuns } from './workspace/Migration20261209093400AiAutoFeatureRuns';
import { Migration20261209100000Reels } from './workspace/Migration20261209100000Reels';
import { Migration20261210090000AiSummaryJobs } from './workspace/Migration20261210090000AiSummaryJobs';
import { Migration20261210090100InsightSummaries } from './workspace/Migration20261210090100InsightSummaries';
import { Migration20261211100000AiActivityCancelled } from './workspace/Migration20261211100000AiActivityCancelled';
import { Migration20261212090000InsightSummaryJobs } from './workspace/Migration20261212090000InsightSummaryJobs';
import { Migration20261212090100AiThemeJobs } from './workspace/Migration20261212090100AiThemeJobs';
import { Migration20261212090200ThemeInsightDrafts } from './workspace/Migration20261212090200ThemeInsightDrafts';
import { Migration20261213090000NoteTranslationJobs } from './workspace/Migration20261213090000NoteTranslationJobs';
import { Migration20261214090000ChannelThemeJobs } from './workspace/Migration20261214090000ChannelThemeJobs';
import { Migration20261215090000AiActivityModelRegion } from './workspace/Migration20261215090000AiActivityModelRegion';
import { Migration20261206090000ProjectReadmes } from './workspace/Migration20261206090000ProjectReadmes';
import { Migration20261206090000WorkspaceTemplates } from './workspace/Migration20261206090000WorkspaceTemplates';
import { Migration20261206090001MemberOnboarding } from './workspace/Migration20261206090001MemberOnboarding';
import { Migration20261206090000ProjectTransfers } from './workspace/Migration20261206090000ProjectTransfers';
import { Migration20261126030000CommentsAndNotifications } from './workspace/Migration20261126030000CommentsAndNotifications';
import { Migration20261126010000DashboardsAndCharts } from './workspace/Migration20261126010000DashboardsAndCharts';
import type { MigrationClass } from '../provisioning/migration-runner';

/** Applied to schema `control` of the control database, in order. */
export const CONTROL_MIGRATIONS: MigrationClass[] = [
  Migration20261121000000ControlInit,
  Migration20261121000002SessionKind,
  Migration20261121000003TeamPlan,
  Migration20261121000004RateLimitHits,
  Migration20261121000005AccountEmailAndLockout,
  Migration20261126040000AccountTheme,
  Migration20261127090000AccountNotifications,
  Migration20261202060000ScimTokens,
  Migration20261202060000SsoConnections,
  Migration20261202061000SsoSignIn,
  Migration20261202060000SessionDetails,
  Migration20261202070000TeamDomains,
  Migration20261202071000SamlConnections,
  Migration20261205090000PlanCatalogue,
  Migration20261205060000WorkspaceSecurity,
  Migration20261206090000StripeBilling,
  Migration20261207090000SamlIdpInitiated,
  Migration20261207090001SamlSpKeyRotation,
  Migration20261207100000BillingOperations,
  Migration20261207110000TrialsAndNotices,
  Migration20261208090000SamlSingleLogout,
  Migration20261208110000SamlSloPostAndSessionIndex,
  Migration20261209090000PlanCatalogueChanges,
  Migration20261211090000AccountPasswordChosen,
  Migration20261212090000WorkspaceAiRegions,
];
/** Applied to schema `regional` of every region database, in order. */
export const REGIONAL_MIGRATIONS: MigrationClass[] = [Migration20261121000001RegionalOutbox];
/** Applied to every workspace schema, in order. New ones reach existing workspaces through the fan-out runner. */
export const WORKSPACE_MIGRATIONS: MigrationClass[] = [
  Migration20261121000000WorkspaceInit,
  Migration20261121000001WorkspaceVectors,
  Migration20261123000000WorkspaceTagDetails,
  Migration20261123170000ProjectNoteLifecycle,
  Migration20261124000000RichDocuments,
  Migration20261124010000HighlightAnchors,
  Migration20261124020000ShareLinks,
  Migration20261124030000FilesAndTranscripts,
  Migration20261124050000TagBoardsAndFolders,
  Migration20261124090000NoteListIndexes,
  Migration20261125000000SearchItems,
  Migration20261126010000DashboardsAndCharts,
  Migration20261126020000SavedFeedsAndTagCharts,
  Migration20261126030000CommentsAndNotifications,
  Migration20261126040001AuditLog,
  Migration20261126050000CustomFields,
  Migration20261126060000People,
  Migration20261126070000ProjectPermissions,
  Migration20261126080000ProjectViews,
  Migration20261126081000AccessRequests,
  Migration20261126082000ChartFilterForms,
  Migration20261126083000PeopleFields,
  Migration20261127090000NoteTagCounts,
  Migration20261127100000Segments,
  Migration20261128090000Channels,
  Migration20261129090000ChannelTopics,
  Migration20261129100000FieldValueSets,
  Migration20261129110000ValueOwnerIndexes,
  Migration20261130090000MemberProjectEntries,
  Migration20261201090000SearchRecencyIndexes,
  Migration20261202090000ValueLiveProjects,
  Migration20261203090000SearchRecentMatches,
  Migration20261204060000ScimUsers,
  Migration20261204060001ScimGroups,
  Migration20261205060000MemberWorkspaceAdmin,
  Migration20261205090000BulkImports,
  Migration20261206090000AiCore,
  Migration20261206093000DataRetention,
  Migration20261206100000RefiQdaImports,
  Migration20261206090000ProjectReadmes,
  Migration20261206090000WorkspaceTemplates,
  Migration20261206090001MemberOnboarding,
  Migration20261206090000ProjectTransfers,
  Migration20261207090000ScimListIndexes,
  Migration20261207090001UserGroupVersionFollowsMembers,
  Migration20261207110000NotificationPayload,
  Migration20261207130000ShareNotesAndHighlights,
  Migration20261208090000WorkspaceExtras,
  Migration20261208090000AiSuggestions,
  Migration20261208090000Conversations,
  Migration20261209090000Transcription,
  Migration20261209093400AiAutoFeatureRuns,
  Migration20261209100000Reels,
  Migration20261210090000AiSummaryJobs,
  Migration20261210090100InsightSummaries,
  Migration20261211100000AiActivityCancelled,
  Migration20261212090000InsightSummaryJobs,
  Migration20261212090100AiThemeJobs,
  Migration20261212090200ThemeInsightDrafts,
  Migration20261213090000NoteTranslationJobs,
  Migration20261214090000ChannelThemeJobs,
  Migration20261215090000AiActivityModelRegion,
];
