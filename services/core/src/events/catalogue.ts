import type { BusEvent } from '../bus/bus';
import { ACCESS_REQUEST_EVENTS } from './access-requests.events';
import { ACCOUNT_NOTIFICATION_EVENTS } from './account-notifications.events';
import { ACCOUNT_SECURITY_EVENTS } from './account-security.events';
import { API_TOKEN_EVENTS } from './api-tokens.events';
import { BILLING_EVENTS } from './billing.events';
import { AI_EVENTS } from './ai.events';
import { CHAT_EVENTS } from './chat.events';
import { BULK_IMPORT_EVENTS } from './bulk-imports.events';
import { DATA_RETENTION_EVENTS } from './data-retention.events';
import { REFI_QDA_EVENTS } from './refi-qda.events';
import { PROJECT_TRANSFER_EVENTS } from './project-transfers.events';
import { CHANNEL_EVENTS } from './channels.events';
import { COMMENT_EVENTS } from './comments.events';
import { CUSTOM_FIELD_EVENTS } from './custom-fields.events';
import { DASHBOARD_EVENTS } from './dashboards.events';
import type { EventDefinition, EventPayload } from './define-event';
import { FILE_EVENTS } from './files.events';
import { TRANSCRIPTION_EVENTS } from './transcription.events';
import { FOLDER_EVENTS } from './folders.events';
import { HIGHLIGHT_EVENTS } from './highlights.events';
import { INSIGHT_EVENTS } from './insights.events';
import { INVITE_EVENTS } from './invites.events';
import { MEMBERSHIP_EVENTS } from './members.events';
import { NOTE_EVENTS } from './notes.events';
import { NOTIFICATION_EVENTS } from './notifications.events';
import { ONBOARDING_EVENTS } from './onboarding.events';
import { BETA_FEATURE_EVENTS, EXTENSION_EVENTS, PRODUCT_FEEDBACK_EVENTS } from './workspace-extras.events';
import { PERSON_EVENTS } from './people.events';
import { PROJECT_ACCESS_EVENTS } from './project-access.events';
import { PROJECT_VIEW_EVENTS } from './project-views.events';
import { PROJECT_EVENTS } from './projects.events';
import { REEL_EVENTS } from './reels.events';
import { SAVED_FEED_EVENTS } from './saved-feeds.events';
import { SCIM_EVENTS } from './scim.events';
import { SEGMENT_EVENTS } from './segments.events';
import { SESSION_EVENTS } from './sessions.events';
import { SHARING_EVENTS } from './sharing.events';
import { SSO_EVENTS } from './sso.events';
import { WORKSPACE_SECURITY_EVENTS } from './workspace-security.events';
import { TAG_BOARD_EVENTS } from './tag-boards.events';
import { TAG_CHART_EVENTS } from './tag-charts.events';
import { TAG_EVENTS } from './tags.events';
import { TRANSLATION_EVENTS } from './translation.events';
import { TEMPLATE_EVENTS } from './templates.events';
import { USER_GROUP_EVENTS } from './user-groups.events';

/**
 * Every event of the outbox and the bus, by domain, in the order the README lists them. An event
 * that is not here cannot be recorded (recordEvent takes a definition, not a subject).
 */
export const EVENT_DOMAINS = {
  projects: PROJECT_EVENTS,
  projectAccess: PROJECT_ACCESS_EVENTS,
  folders: FOLDER_EVENTS,
  projectViews: PROJECT_VIEW_EVENTS,
  notes: NOTE_EVENTS,
  files: FILE_EVENTS,
  highlights: HIGHLIGHT_EVENTS,
  tags: TAG_EVENTS,
  tagBoards: TAG_BOARD_EVENTS,
  tagCharts: TAG_CHART_EVENTS,
  insights: INSIGHT_EVENTS,
  reels: REEL_EVENTS,
  templates: TEMPLATE_EVENTS,
  sharing: SHARING_EVENTS,
  comments: COMMENT_EVENTS,
  notifications: NOTIFICATION_EVENTS,
  customFields: CUSTOM_FIELD_EVENTS,
  people: PERSON_EVENTS,
  segments: SEGMENT_EVENTS,
  savedFeeds: SAVED_FEED_EVENTS,
  dashboards: DASHBOARD_EVENTS,
  channels: CHANNEL_EVENTS,
  bulkImports: BULK_IMPORT_EVENTS,
  ai: AI_EVENTS,
  translation: TRANSLATION_EVENTS,
  transcription: TRANSCRIPTION_EVENTS,
  chat: CHAT_EVENTS,
  dataRetention: DATA_RETENTION_EVENTS,
  refiQda: REFI_QDA_EVENTS,
  projectTransfers: PROJECT_TRANSFER_EVENTS,
  userGroups: USER_GROUP_EVENTS,
  accessRequests: ACCESS_REQUEST_EVENTS,
  members: MEMBERSHIP_EVENTS,
  onboarding: ONBOARDING_EVENTS,
  invites: INVITE_EVENTS,
  apiTokens: API_TOKEN_EVENTS,
  scim: SCIM_EVENTS,
  accountNotifications: ACCOUNT_NOTIFICATION_EVENTS,
  sso: SSO_EVENTS,
  workspaceSecurity: WORKSPACE_SECURITY_EVENTS,
  accountSecurity: ACCOUNT_SECURITY_EVENTS,
  billing: BILLING_EVENTS,
  sessions: SESSION_EVENTS,
  betaFeatures: BETA_FEATURE_EVENTS,
  productFeedback: PRODUCT_FEEDBACK_EVENTS,
  extensions: EXTENSION_EVENTS,
} as const;

type Domains = typeof EVENT_DOMAINS;
/** Any event of the catalogue, as its definition. */
export type CataloguedEventDefinition = { [D in keyof Domains]: Domains[D][keyof Domains[D]] }[keyof Domains];
/** The subject of any catalogued event. */
export type EventSubject = CataloguedEventDefinition['subject'];
/** The definition of the event with subject S. */
export type EventDefinitionOf<S extends EventSubject> = Extract<CataloguedEventDefinition, { subject: S }>;

/** A bus event of the catalogue with its parsed payload; `switch (event.subject)` narrows the payload. */
export type CataloguedBusEvent = {
  [S in EventSubject]: Omit<BusEvent, 'subject' | 'payload'> & {
    subject: S;
    payload: EventPayload<EventDefinitionOf<S>>;
  };
}[EventSubject];

/** The catalogue as a flat list, domain by domain. */
export const EVENT_CATALOGUE: readonly CataloguedEventDefinition[] = Object.values(EVENT_DOMAINS).flatMap(
  (domain) => Object.values(domain) as CataloguedEventDefinition[],
);

const BY_SUBJECT = new Map<string, EventDefinition>(EVENT_CATALOGUE.map((event) => [event.subject, event]));

/** The catalogued definition of `subject`, or undefined for a subject the catalogue does not know. */
export function catalogueEntry(subject: string): EventDefinition | undefined {
  return BY_SUBJECT.get(subject);
}
