import { z } from 'zod';

/** Spec 001 §3 "Plan catalogue entry": the product families a plan or add-on belongs to. */
export enum ProductFamily {
  free = 'free',
  pro = 'pro',
  team = 'team',
  enterprise = 'enterprise',
  addOn = 'add-on',
  channels = 'channels',
  recruit = 'recruit',
}

/** Spec 001 §3: product types. */
export enum ProductType {
  plan = 'plan',
  addOn = 'add-on',
}

const allow = z.boolean();
/** A plan maximum: a count, or null for unlimited (spec 001 §9 "or unlimited"). */
const maximum = z.number().int().nonnegative().nullable();

/**
 * Spec 001 §3 "Plan entitlement record", every field of it: the boolean allow flags, the disable
 * flags, the enforce flags, the maxima and the others, under the spec's names in camelCase. Stored
 * as JSON on each plan of the catalogue and parsed with this schema wherever it is read.
 */
export const entitlementsSchema = z.strictObject({
  // Boolean allow flags.
  allowAiAdvancedSummaries: allow,
  allowAnalytics: allow,
  allowAskSearch: allow,
  allowAuthenticationSettings: allow,
  allowCanvasView: allow,
  allowCharts: allow,
  allowChooseAiRegion: allow,
  allowChooseTranscriptionProvider: allow,
  allowContacts: allow,
  allowCustomBranding: allow,
  allowCustomHome: allow,
  allowProjectIcons: allow,
  allowTagColours: allow,
  allowDisablePublicAccess: allow,
  allowDynamicHome: allow,
  allowEnterpriseAuth: allow,
  allowExtensions: allow,
  allowFollowingFolders: allow,
  allowSalesforceIntegration: allow,
  allowMagicHighlights: allow,
  allowMaxSessionAge: allow,
  allowNestedFolders: allow,
  allowPersonalInsights: allow,
  allowProjectCustomVocabulary: allow,
  allowProjectCustomization: allow,
  allowProjectPermissions: allow,
  allowPublicApi: allow,
  allowPublicLinkSharing: allow,
  allowPublishedInsightsInFolders: allow,
  allowRemoveFillerWords: allow,
  allowRetentionPolicy: allow,
  allowScimProvisioning: allow,
  allowSearch: allow,
  allowSecuritySettings: allow,
  allowSegments: allow,
  allowSemanticSearchAndSummarisation: allow,
  allowSubdomainChange: allow,
  allowTemplates: allow,
  allowTranscriptionSettings: allow,
  allowTranslation: allow,
  allowUserGroups: allow,
  allowUserInvitePermissions: allow,
  allowUserProfilePage: allow,
  allowUserRoles: allow,
  allowVideoRedactions: allow,
  allowViewsAndFilters: allow,
  allowWebVttDownload: allow,
  allowWorkspaceCustomPrompt: allow,
  allowWorkspaceCustomVocab: allow,
  // Disable flags.
  disableClustering: allow,
  disableDataOutIntegrations: allow,
  disableExport: allow,
  disableGenerativeAi: allow,
  disablePublicAccess: allow,
  disableSummarisation: allow,
  // Enforce flags.
  enforceEnterpriseAuthentication: allow,
  enforceHipaaTranscription: allow,
  // Maxima (null: unlimited).
  maxChannels: maximum,
  maxChannelDataPoints: maximum,
  maxExtensions: maximum,
  maxFreeViewers: maximum,
  maxMonthlyTranscriptionMinutes: maximum,
  maxProjectCategories: maximum,
  maxProjects: maximum,
  maxQuantity: maximum,
  maxRecruitIncentiveFees: maximum,
  maxRecruitRecruitmentFees: maximum,
  maxTemplates: maximum,
  maxWorkspaceFields: maximum,
  maxWorkspaceTagBoards: maximum,
  // Others.
  minimumQuantity: z.number().int().nonnegative(),
  allowableSeatQuantity: z.array(z.number().int().positive()),
  includedPeople: maximum,
  productFamily: z.enum(ProductFamily),
  productType: z.enum(ProductType),
});

/** A plan's (or a workspace's) entitlements. */
export type Entitlements = z.infer<typeof entitlementsSchema>;
/** The name of a boolean flag of the record (allow, disable or enforce). */
export type EntitlementFlag = {
  [K in keyof Entitlements]: Entitlements[K] extends boolean ? K : never;
}[keyof Entitlements];
/** The name of a maximum of the record. */
export type EntitlementMaximum = Extract<keyof Entitlements, `max${string}`>;

/** Every maximum's name, in the spec's order. */
export const ENTITLEMENT_MAXIMA = Object.keys(entitlementsSchema.shape).filter((k) =>
  k.startsWith('max'),
) as EntitlementMaximum[];

/** Every boolean flag's name, in the spec's order. */
export const ENTITLEMENT_FLAGS = Object.keys(entitlementsSchema.shape).filter((k) =>
  /^(allow|disable|enforce)[A-Z]/.test(k),
) as EntitlementFlag[];
