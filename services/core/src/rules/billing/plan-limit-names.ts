import type { EntitlementFlag, EntitlementMaximum } from './entitlements';

/** How a maximum reads in a sentence ("at most 3 projects"). */
export const MAXIMUM_NOUNS: Record<EntitlementMaximum, string> = {
  maxChannels: 'channels',
  maxChannelDataPoints: 'data points per channel',
  maxExtensions: 'extensions',
  maxFreeViewers: 'free viewers',
  maxMonthlyTranscriptionMinutes: 'transcription minutes a month',
  maxProjectCategories: 'folders',
  maxProjects: 'projects',
  maxQuantity: 'seats',
  maxRecruitIncentiveFees: 'recruit incentive fees',
  maxRecruitRecruitmentFees: 'recruit recruitment fees',
  maxTemplates: 'templates',
  maxWorkspaceFields: 'workspace fields',
  maxWorkspaceTagBoards: 'workspace tag boards',
};

/** How the features gated by the flags enforced so far read in a sentence ("does not include …"). */
export const GATED_FEATURE_NAMES: Partial<Record<EntitlementFlag, string>> = {
  allowPublicApi: 'the public API (API tokens)',
  allowPublicLinkSharing: 'public link sharing',
  allowNestedFolders: 'folders inside folders',
  allowEnterpriseAuth: 'single sign-on (OpenID Connect, SAML) and requiring it',
  allowMaxSessionAge: 'session lifetimes',
  allowScimProvisioning: 'SCIM provisioning',
  allowUserGroups: 'user groups',
  allowUserRoles: 'user roles (changing a member’s role)',
  allowProjectPermissions: 'project permissions (private projects and access by person or group)',
  allowTranscriptionSettings: 'transcription settings',
  allowChooseTranscriptionProvider: 'choosing the transcription provider',
  allowWebVttDownload: 'transcript downloads (WebVTT and SRT)',
  allowCharts: 'charts on dashboards',
  allowSegments: 'segments of people',
  allowRemoveFillerWords: 'removing filler words from transcripts',
  allowProjectCustomization: 'project customization (a project’s colour)',
  allowProjectIcons: 'project icons',
  allowPublishedInsightsInFolders: 'published insights in folders',
  allowSecuritySettings: 'security settings (requiring single sign-on, session lifetimes, group mappings)',
  allowAuthenticationSettings:
    'authentication settings (single sign-on connections, the sign-in protocol and e-mail domains)',
};
