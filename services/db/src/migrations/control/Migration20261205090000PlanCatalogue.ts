import { Migration } from '@mikro-orm/migrations';

/*
 * The plan catalogue of spec 001 §3 ("Plan catalogue entry", "Plan entitlement record") with the
 * maxima of §9, as data: this migration seeds version 1 of every plan and add-on, and a later
 * catalogue change adds a version instead of editing one, so a workspace keeps the version it holds.
 * The values are frozen here (a migration never changes); the spec gives the numbers of §9 and the
 * families, the mapping of numbers to plans is the product's (README "Plans and billing").
 */

type Flags = Record<string, boolean>;
type Maxima = Record<string, number | null>;

const FLAGS = [
  'allowAiAdvancedSummaries',
  'allowAnalytics',
  'allowAskSearch',
  'allowAuthenticationSettings',
  'allowCanvasView',
  'allowCharts',
  'allowChooseAiRegion',
  'allowChooseTranscriptionProvider',
  'allowContacts',
  'allowCustomBranding',
  'allowCustomHome',
  'allowProjectIcons',
  'allowTagColours',
  'allowDisablePublicAccess',
  'allowDynamicHome',
  'allowEnterpriseAuth',
  'allowExtensions',
  'allowFollowingFolders',
  'allowSalesforceIntegration',
  'allowMagicHighlights',
  'allowMaxSessionAge',
  'allowNestedFolders',
  'allowPersonalInsights',
  'allowProjectCustomVocabulary',
  'allowProjectCustomization',
  'allowProjectPermissions',
  'allowPublicApi',
  'allowPublicLinkSharing',
  'allowPublishedInsightsInFolders',
  'allowRemoveFillerWords',
  'allowRetentionPolicy',
  'allowScimProvisioning',
  'allowSearch',
  'allowSecuritySettings',
  'allowSegments',
  'allowSemanticSearchAndSummarisation',
  'allowSubdomainChange',
  'allowTemplates',
  'allowTranscriptionSettings',
  'allowTranslation',
  'allowUserGroups',
  'allowUserInvitePermissions',
  'allowUserProfilePage',
  'allowUserRoles',
  'allowVideoRedactions',
  'allowViewsAndFilters',
  'allowWebVttDownload',
  'allowWorkspaceCustomPrompt',
  'allowWorkspaceCustomVocab',
  'disableClustering',
  'disableDataOutIntegrations',
  'disableExport',
  'disableGenerativeAi',
  'disablePublicAccess',
  'disableSummarisation',
  'enforceEnterpriseAuthentication',
  'enforceHipaaTranscription',
];

const off: Flags = Object.fromEntries(FLAGS.map((f) => [f, false]));
const on = (...names: string[]): Flags => Object.fromEntries(names.map((f) => [f, true]));

/** What every plan from free upwards allows. */
const FREE_FLAGS = on(
  'allowCanvasView',
  'allowContacts',
  'allowProjectIcons',
  'allowTagColours',
  'allowSearch',
  'allowTemplates',
  'allowViewsAndFilters',
  'allowExtensions',
  'allowUserProfilePage',
);
const PRO_FLAGS = {
  ...FREE_FLAGS,
  ...on(
    'allowAnalytics',
    'allowAskSearch',
    'allowCharts',
    'allowCustomBranding',
    'allowCustomHome',
    'allowDynamicHome',
    'allowFollowingFolders',
    'allowMagicHighlights',
    'allowNestedFolders',
    'allowPersonalInsights',
    'allowProjectCustomization',
    'allowPublicLinkSharing',
    'allowPublishedInsightsInFolders',
    'allowRemoveFillerWords',
    'allowSemanticSearchAndSummarisation',
    'allowTranslation',
    'allowWebVttDownload',
    'allowTranscriptionSettings',
    'allowSegments',
  ),
};
const TEAM_FLAGS = {
  ...PRO_FLAGS,
  ...on(
    'allowAiAdvancedSummaries',
    'allowProjectPermissions',
    'allowPublicApi',
    'allowUserGroups',
    'allowUserInvitePermissions',
    'allowUserRoles',
    'allowProjectCustomVocabulary',
    'allowWorkspaceCustomVocab',
    'allowWorkspaceCustomPrompt',
    'allowSubdomainChange',
  ),
};
const BUSINESS_FLAGS = {
  ...TEAM_FLAGS,
  ...on(
    'allowAuthenticationSettings',
    'allowEnterpriseAuth',
    'allowSecuritySettings',
    'allowMaxSessionAge',
    'allowDisablePublicAccess',
    'allowRetentionPolicy',
    'allowSalesforceIntegration',
  ),
};
const ENTERPRISE_FLAGS = {
  ...BUSINESS_FLAGS,
  ...on(
    'allowChooseAiRegion',
    'allowChooseTranscriptionProvider',
    'allowScimProvisioning',
    'allowVideoRedactions',
  ),
};

const unlimited: Maxima = {
  maxChannels: null,
  maxChannelDataPoints: null,
  maxExtensions: null,
  maxFreeViewers: null,
  maxMonthlyTranscriptionMinutes: null,
  maxProjectCategories: null,
  maxProjects: null,
  maxQuantity: null,
  maxRecruitIncentiveFees: null,
  maxRecruitRecruitmentFees: null,
  maxTemplates: null,
  maxWorkspaceFields: null,
  maxWorkspaceTagBoards: null,
};

interface Seats {
  min: number;
  max: number | null;
}

function record(family: string, flags: Flags, maxima: Maxima, seats: Seats, includedPeople: number | null) {
  const allowable =
    seats.max === null ? [] : Array.from({ length: seats.max - seats.min + 1 }, (_, i) => seats.min + i);
  return {
    ...off,
    ...flags,
    ...unlimited,
    ...maxima,
    maxQuantity: seats.max,
    minimumQuantity: seats.min,
    allowableSeatQuantity: allowable,
    includedPeople,
    productFamily: family,
    productType: 'plan',
  };
}

/** Spec 001 §9 free-tier maxima: projects 1 or 3, folders 1, 3 or 5, channels 1, data points 250 or 0. */
function freeMaxima(projects: number, folders: number, minutes: number, dataPoints: number): Maxima {
  return {
    maxProjects: projects,
    maxProjectCategories: folders,
    maxMonthlyTranscriptionMinutes: minutes,
    maxChannels: 1,
    maxChannelDataPoints: dataPoints,
    maxExtensions: 3,
    maxTemplates: 3,
    maxWorkspaceTagBoards: 3,
    maxWorkspaceFields: 3,
    maxFreeViewers: 0,
  };
}

interface Seed {
  reference: string;
  name: string;
  description: string;
  features: string[];
  isLegacy: boolean;
  productFamily: string;
  productType: 'plan' | 'add-on';
  baseReference: string | null;
  isTrial: boolean;
  rank: number;
  entitlements: Record<string, unknown>;
}

function plan(
  p: Omit<Seed, 'productType' | 'isTrial' | 'baseReference'> & { baseReference?: string; isTrial?: boolean },
): Seed {
  return { productType: 'plan', baseReference: p.baseReference ?? null, isTrial: p.isTrial ?? false, ...p };
}

const FREE_FEATURES = ['Up to 3 projects', '3 folders', '1 channel', '300 transcription minutes a month'];
const PRO = record(
  'pro',
  PRO_FLAGS,
  {
    maxChannels: 1,
    maxChannelDataPoints: 10000,
    maxExtensions: 5,
    maxTemplates: 5,
    maxMonthlyTranscriptionMinutes: 1500,
  },
  { min: 1, max: 10 },
  null,
);
const TEAM = record(
  'team',
  TEAM_FLAGS,
  { maxMonthlyTranscriptionMinutes: 1800 },
  { min: 3, max: null },
  null,
);
const BUSINESS = record(
  'team',
  BUSINESS_FLAGS,
  { maxMonthlyTranscriptionMinutes: 6000 },
  { min: 5, max: null },
  null,
);

const PLANS: Seed[] = [
  plan({
    reference: 'free-oct-2022',
    name: 'Free (October 2022)',
    description: 'The free plan of October 2022.',
    features: ['1 project', '1 folder', '180 transcription minutes a month'],
    isLegacy: true,
    productFamily: 'free',
    rank: 0,
    entitlements: record('free', FREE_FLAGS, freeMaxima(1, 1, 180, 0), { min: 1, max: 1 }, 1),
  }),
  plan({
    reference: 'free-nov-2022',
    name: 'Free (November 2022)',
    description: 'The free plan of November 2022.',
    features: ['1 project', '1 folder', '180 transcription minutes a month'],
    isLegacy: true,
    productFamily: 'free',
    rank: 0,
    entitlements: record('free', FREE_FLAGS, freeMaxima(1, 1, 180, 250), { min: 1, max: 1 }, 1),
  }),
  plan({
    reference: 'free-feb-2023',
    name: 'Free (February 2023)',
    description: 'The free plan of February 2023.',
    features: FREE_FEATURES,
    isLegacy: true,
    productFamily: 'free',
    rank: 0,
    entitlements: record('free', FREE_FLAGS, freeMaxima(3, 3, 300, 250), { min: 1, max: 3 }, 3),
  }),
  plan({
    reference: 'free-mar-2024',
    name: 'Free (March 2024)',
    description: 'The free plan of March 2024.',
    features: ['Up to 3 projects', '5 folders', '1 channel', '300 transcription minutes a month'],
    isLegacy: true,
    productFamily: 'free',
    rank: 0,
    entitlements: record('free', FREE_FLAGS, freeMaxima(3, 5, 300, 250), { min: 1, max: 3 }, 3),
  }),
  plan({
    reference: 'free-jul-2025',
    name: 'Free',
    description: 'For trying Fieldnote with a small team.',
    features: FREE_FEATURES,
    isLegacy: false,
    productFamily: 'free',
    rank: 0,
    entitlements: record('free', FREE_FLAGS, freeMaxima(3, 3, 300, 250), { min: 1, max: 3 }, 3),
  }),
  plan({
    reference: 'starter',
    name: 'Starter',
    description: 'One researcher with unlimited projects.',
    features: ['Unlimited projects', '5 folders', 'Public link sharing', '600 transcription minutes a month'],
    isLegacy: true,
    productFamily: 'pro',
    rank: 10,
    entitlements: record(
      'pro',
      PRO_FLAGS,
      {
        maxProjectCategories: 5,
        maxChannels: 1,
        maxChannelDataPoints: 10000,
        maxExtensions: 5,
        maxTemplates: 5,
        maxWorkspaceTagBoards: 3,
        maxMonthlyTranscriptionMinutes: 600,
      },
      { min: 1, max: 1 },
      null,
    ),
  }),
  plan({
    reference: 'pro',
    name: 'Pro',
    description: 'For researchers who share their findings.',
    features: [
      'Unlimited projects and folders',
      'Public link sharing',
      'Charts and analytics',
      '1,500 transcription minutes a month',
    ],
    isLegacy: false,
    productFamily: 'pro',
    rank: 20,
    entitlements: PRO,
  }),
  plan({
    reference: 'expert-program',
    name: 'Expert program',
    description: 'Pro for members of the expert program.',
    features: ['Everything in Pro'],
    isLegacy: false,
    productFamily: 'pro',
    rank: 25,
    entitlements: PRO,
  }),
  plan({
    reference: 'team',
    name: 'Team',
    description: 'For research teams with roles, groups and the public API.',
    features: [
      'Unlimited channels',
      'Public API',
      'User groups and roles',
      '1,800 transcription minutes a month',
    ],
    isLegacy: false,
    productFamily: 'team',
    rank: 30,
    entitlements: TEAM,
  }),
  plan({
    reference: 'business',
    name: 'Business',
    description: 'For organisations with single sign-on and retention rules.',
    features: [
      'Everything in Team',
      'Enterprise authentication',
      'Retention policy',
      '6,000 transcription minutes a month',
    ],
    isLegacy: false,
    productFamily: 'team',
    rank: 40,
    entitlements: BUSINESS,
  }),
  plan({
    reference: 'enterprise',
    name: 'Enterprise',
    description: 'Everything, with SCIM provisioning and unlimited minutes.',
    features: ['Everything in Business', 'SCIM provisioning', 'Unlimited transcription minutes'],
    isLegacy: false,
    productFamily: 'enterprise',
    rank: 50,
    entitlements: record('enterprise', ENTERPRISE_FLAGS, {}, { min: 10, max: null }, null),
  }),
  plan({
    reference: 'pro-trial',
    name: 'Pro trial',
    description: '30 days of Pro.',
    features: ['Everything in Pro for 30 days'],
    isLegacy: false,
    productFamily: 'pro',
    rank: 20,
    baseReference: 'pro',
    isTrial: true,
    entitlements: PRO,
  }),
  plan({
    reference: 'team-trial',
    name: 'Team trial',
    description: '30 days of Team.',
    features: ['Everything in Team for 30 days'],
    isLegacy: false,
    productFamily: 'team',
    rank: 30,
    baseReference: 'team',
    isTrial: true,
    entitlements: TEAM,
  }),
  plan({
    reference: 'business-trial',
    name: 'Business trial',
    description: '30 days of Business.',
    features: ['Everything in Business for 30 days'],
    isLegacy: false,
    productFamily: 'team',
    rank: 40,
    baseReference: 'business',
    isTrial: true,
    entitlements: BUSINESS,
  }),
];

/** Add-ons hold only what they change (spec 001 §6 for HIPAA). */
function addOn(
  reference: string,
  name: string,
  family: string,
  description: string,
  changes: Record<string, unknown>,
): Seed {
  return {
    reference,
    name,
    description,
    features: [description],
    isLegacy: false,
    productFamily: family,
    productType: 'add-on',
    baseReference: null,
    isTrial: false,
    rank: 0,
    entitlements: { ...changes, productFamily: family, productType: 'add-on' },
  };
}

const ADD_ONS: Seed[] = [
  addOn('ask-search', 'Ask search', 'add-on', 'Ask questions of the whole repository.', {
    allowAskSearch: true,
  }),
  addOn('hipaa', 'HIPAA', 'add-on', 'HIPAA safeguards for protected health information.', {
    disableExport: true,
    allowPublicApi: false,
    allowWebVttDownload: false,
    disableDataOutIntegrations: true,
    disablePublicAccess: true,
    enforceEnterpriseAuthentication: true,
    enforceHipaaTranscription: true,
  }),
  addOn('disable-gen-ai', 'Disable generative AI', 'add-on', 'Turns every generative AI feature off.', {
    disableGenerativeAi: true,
    disableSummarisation: true,
    disableClustering: true,
  }),
  addOn('magic', 'Magic', 'add-on', 'Magic highlights and advanced summaries.', {
    allowMagicHighlights: true,
    allowAiAdvancedSummaries: true,
  }),
  addOn('video-redactions', 'Video redactions', 'add-on', 'Redact faces and words in videos.', {
    allowVideoRedactions: true,
  }),
  addOn('channels', 'Channels', 'channels', 'Unlimited channels of continuous feedback.', {
    maxChannels: null,
    maxChannelDataPoints: 10000,
  }),
  addOn('recruit-base', 'Recruit', 'recruit', 'Recruit study participants.', {
    maxRecruitRecruitmentFees: null,
  }),
  addOn('recruit-incentive', 'Recruit incentives', 'recruit', 'Pay participant incentives.', {
    maxRecruitIncentiveFees: null,
  }),
];

export class Migration20261205090000PlanCatalogue extends Migration {
  override up(): void {
    this.addSql(`create table plans (
      reference varchar(60) not null,
      version int not null,
      name varchar(100) not null,
      description text not null,
      features jsonb not null,
      is_legacy boolean not null,
      product_family varchar(20) not null,
      product_type varchar(10) not null,
      base_reference varchar(60) null,
      is_trial boolean not null default false,
      -- Order from the smallest plan up: the plan that lifts a limit is the lowest-ranked that does.
      rank int not null,
      entitlements jsonb not null,
      created_at timestamptz not null default now(),
      primary key (reference, version))`);
    // Each workspace's plan (spec 001 §3 team fields): absent until billing first assigns one.
    this.addSql(`create table workspace_plans (
      team_id uuid primary key references teams (id) on delete cascade,
      plan_reference varchar(60) not null,
      plan_version int not null,
      subscription_status varchar(16) null,
      free_plan_available_after_trial boolean not null default true,
      trial_started_at timestamptz null,
      trial_active boolean null,
      trial_requested_at timestamptz null,
      trial_requested boolean null,
      updated_at timestamptz not null default now(),
      foreign key (plan_reference, plan_version) references plans (reference, version))`);
    for (const p of [...PLANS, ...ADD_ONS]) {
      this.addSql(
        `insert into plans (reference, version, name, description, features, is_legacy, product_family,
           product_type, base_reference, is_trial, rank, entitlements)
         values (${[p.reference, 1, p.name, p.description, JSON.stringify(p.features), p.isLegacy, p.productFamily, p.productType, p.baseReference, p.isTrial, p.rank, JSON.stringify(p.entitlements)].map(literal).join(', ')})`,
      );
    }
  }
}

function literal(v: string | number | boolean | null): string {
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return `'${v.replace(/'/g, "''")}'`;
}
