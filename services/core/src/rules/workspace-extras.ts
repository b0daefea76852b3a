/**
 * Beta features, product feedback and workspace extensions (spec 000 §2 /settings/beta,
 * /settings/feedback, /settings/extensions; spec 001 §3 workspace extensionType TAGS or FIELDS,
 * §6 "workspace flags can enable betas per team", §9 extensions 3 or 5).
 */

/**
 * Betas a workspace's managers may turn on, named after spec 001's feature gates. Only betas a
 * feature reads are listed (a switch that changed nothing would mislead): REMOVE_FILLER_WORDS leaves
 * filler words out of imported transcripts. A beta joins the list with the feature that reads it.
 */
export const BETA_FEATURES = ['REMOVE_FILLER_WORDS'] as const;
export type BetaFeature = (typeof BETA_FEATURES)[number];

/** What product feedback is about. */
export const FEEDBACK_CATEGORIES = ['BUG', 'IDEA', 'QUESTION', 'OTHER'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_LIMITS = {
  /** Characters of one message. */
  message: 5000,
  /** Messages one member may send in a day. */
  perMemberPerDay: 20,
  /** Messages a list returns at most. */
  listed: 100,
} as const;

export const EXTENSION_TYPES = ['TAGS', 'FIELDS'] as const;
export type ExtensionType = (typeof EXTENSION_TYPES)[number];

/** A bundled extension: a set of tags, or of note custom fields, installed into a workspace or a project. */
export interface BundledExtension {
  key: string;
  type: ExtensionType;
  title: string;
  description: string;
  tags?: { title: string; color: string }[];
  fields?: {
    label: string;
    type: 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'DATETIME' | 'SELECT';
    options?: string[];
  }[];
}

/** A set of tags, each `[title, colour]`. */
const tagSet = (
  key: string,
  title: string,
  description: string,
  tags: [title: string, color: string][],
): BundledExtension => ({
  key,
  type: 'TAGS',
  title,
  description,
  tags: tags.map(([tagTitle, color]) => ({ title: tagTitle, color })),
});

/** A set of note custom fields. */
const fieldSet = (
  key: string,
  title: string,
  description: string,
  fields: NonNullable<BundledExtension['fields']>,
): BundledExtension => ({ key, type: 'FIELDS', title, description, fields });

/** The extensions the app ships (a workspace installs at most its plan's `maxExtensions`). */
export const BUNDLED_EXTENSIONS: readonly BundledExtension[] = [
  tagSet(
    'usability-severity',
    'Usability severity',
    'Four tags to rate usability problems, from cosmetic to critical.',
    [
      ['Severity: cosmetic', '#90a4ae'],
      ['Severity: minor', '#fbc02d'],
      ['Severity: major', '#fb8c00'],
      ['Severity: critical', '#e53935'],
    ],
  ),
  tagSet(
    'jobs-to-be-done',
    'Jobs to be done',
    'Tags for the forces of progress: push, pull, anxiety and habit, plus the job itself.',
    [
      ['JTBD: job', '#1e88e5'],
      ['JTBD: push', '#8e24aa'],
      ['JTBD: pull', '#43a047'],
      ['JTBD: anxiety', '#f4511e'],
      ['JTBD: habit', '#6d4c41'],
    ],
  ),
  fieldSet(
    'interview-details',
    'Interview details',
    'Note fields for a research session: method, date, recorded and consent.',
    [
      { label: 'Method', type: 'SELECT', options: ['Interview', 'Usability test', 'Survey', 'Field visit'] },
      { label: 'Session date', type: 'DATETIME' },
      { label: 'Recorded', type: 'BOOLEAN' },
      { label: 'Consent form', type: 'TEXT' },
    ],
  ),
  fieldSet(
    'customer-profile',
    'Customer profile',
    'Note fields about the customer heard: plan, segment and account size.',
    [
      { label: 'Customer plan', type: 'SELECT', options: ['Free', 'Team', 'Business', 'Enterprise'] },
      { label: 'Segment', type: 'SELECT', options: ['SMB', 'Mid-market', 'Enterprise'] },
      { label: 'Seats', type: 'NUMBER' },
    ],
  ),
];

export function bundledExtension(key: string): BundledExtension | undefined {
  return BUNDLED_EXTENSIONS.find((e) => e.key === key);
}
