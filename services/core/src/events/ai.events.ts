import { z } from 'zod';
import { defineEvent } from './define-event';
import { text, uuid } from './event-fields';

/** AI settings, note summaries and the AI audit trail (issue 34). */
export const AI_EVENTS = {
  settingsUpdated: defineEvent({
    subject: 'ai.settingsUpdated',
    version: 1,
    description: "A manager turned the workspace's generative AI on or off.",
    payload: { generativeAiEnabled: z.boolean(), updatedBy: uuid },
  }),
  regionChanged: defineEvent({
    subject: 'ai.regionChanged',
    version: 1,
    description:
      "A manager chose the region whose model answers the workspace's AI requests (spec 001 §3 allowChooseAiRegion).",
    payload: { sourceRegion: text, targetRegion: text, updatedBy: uuid },
  }),
  projectDefaultsUpdated: defineEvent({
    subject: 'ai.projectDefaultsUpdated',
    version: 1,
    description: "A project's default summary framework or language changed.",
    payload: { projectId: uuid, framework: text, language: text },
  }),
  noteSummaryGenerated: defineEvent({
    subject: 'noteSummary.generated',
    version: 1,
    description: 'A note summary was generated (or generated again), recorded in the AI audit trail.',
    payload: { noteId: uuid, projectId: uuid, framework: text, language: text, aiActivityId: uuid },
  }),
  noteSummaryRequested: defineEvent({
    subject: 'noteSummary.requested',
    version: 1,
    description:
      "A member asked for a note's summary as a job (streamed to the Summary tab); the worker's job runs on this event.",
    payload: { summaryJobId: uuid, noteId: uuid, projectId: uuid, framework: text, language: text },
  }),
  noteSummaryCancelled: defineEvent({
    subject: 'noteSummary.cancelled',
    version: 1,
    description: 'A member cancelled a summary job before it finished: nothing it wrote was stored.',
    payload: { summaryJobId: uuid, noteId: uuid, projectId: uuid, cancelledBy: uuid },
  }),
  noteSummaryFailed: defineEvent({
    subject: 'noteSummary.failed',
    version: 1,
    description: 'A summary job failed (the model kept failing, or AI was turned off while it waited).',
    payload: { summaryJobId: uuid, noteId: uuid, projectId: uuid },
  }),
  insightSummaryGenerated: defineEvent({
    subject: 'insightSummary.generated',
    version: 1,
    description:
      "An insight's summary was generated (or generated again) from its text and cited highlights, recorded in the AI audit trail.",
    payload: { insightId: uuid, projectId: uuid, framework: text, language: text, aiActivityId: uuid },
  }),
  insightSummaryRequested: defineEvent({
    subject: 'insightSummary.requested',
    version: 1,
    description:
      "A member asked for an insight's summary as a job (streamed to its AI summary section); the worker's job runs on this event.",
    payload: { summaryJobId: uuid, insightId: uuid, projectId: uuid, framework: text, language: text },
  }),
  insightSummaryCancelled: defineEvent({
    subject: 'insightSummary.cancelled',
    version: 1,
    description: 'A member cancelled an insight summary job before it finished: nothing it wrote was stored.',
    payload: { summaryJobId: uuid, insightId: uuid, projectId: uuid, cancelledBy: uuid },
  }),
  insightSummaryFailed: defineEvent({
    subject: 'insightSummary.failed',
    version: 1,
    description:
      'An insight summary job failed (the model kept failing, or AI was turned off while it waited).',
    payload: { summaryJobId: uuid, insightId: uuid, projectId: uuid },
  }),
  themesRequested: defineEvent({
    subject: 'themes.requested',
    version: 1,
    description:
      "A member asked for a project's or a tag's highlights, or a channel's data points, grouped into themes as a job; the worker's job runs on this event.",
    payload: {
      themeJobId: uuid,
      projectId: uuid.nullable(),
      tagId: uuid.nullable(),
      channelId: uuid.nullable().optional(),
    },
  }),
  themesCancelled: defineEvent({
    subject: 'themes.cancelled',
    version: 1,
    description: 'A member stopped a theme job before it finished: no themes were kept.',
    payload: {
      themeJobId: uuid,
      projectId: uuid.nullable(),
      tagId: uuid.nullable(),
      channelId: uuid.nullable().optional(),
      cancelledBy: uuid,
    },
  }),
  insightSummaryEdited: defineEvent({
    subject: 'insightSummary.edited',
    version: 1,
    description: "A member edited an insight's summary by hand.",
    payload: { insightId: uuid, projectId: uuid, editedBy: uuid },
  }),
  noteSummaryEdited: defineEvent({
    subject: 'noteSummary.edited',
    version: 1,
    description: "A member edited a note's summary by hand.",
    payload: { noteId: uuid, projectId: uuid, editedBy: uuid },
  }),
  themeAccepted: defineEvent({
    subject: 'ai.themeAccepted',
    version: 1,
    description:
      'A member accepted a theme (highlights grouped by meaning) as a tag: the tag was created and put on its highlights.',
    payload: {
      tagId: uuid,
      projectId: uuid.nullable(),
      highlightIds: z.array(uuid),
      aiActivityId: uuid.nullable(),
      acceptedBy: uuid,
    },
  }),
  autoFeaturesUpdated: defineEvent({
    subject: 'ai.autoFeaturesUpdated',
    version: 1,
    description:
      'An auto feature (summarize, highlights, tags, redact, insights) was set On, Suggest or Off for the workspace, or for a project (`projectId`; null mode: the project follows the workspace).',
    payload: { projectId: uuid.nullable(), feature: text, mode: text.nullable(), updatedBy: uuid },
  }),
  highlightsSuggested: defineEvent({
    subject: 'ai.highlightsSuggested',
    version: 1,
    description:
      "Highlights (with tags) were suggested for a note, by a member or by the auto-feature job after the note's text was saved; recorded in the AI audit trail.",
    payload: { noteId: uuid, projectId: uuid, suggestionIds: z.array(uuid), aiActivityId: uuid },
  }),
  highlightSuggestionReviewed: defineEvent({
    subject: 'ai.highlightSuggestionReviewed',
    version: 1,
    description:
      'A suggested highlight was Accepted (it became a highlight, `highlightId`, marked AI-generated) or Rejected (hidden).',
    payload: {
      suggestionId: uuid,
      noteId: uuid,
      projectId: uuid,
      review: text,
      highlightId: uuid.nullable(),
      reviewedBy: uuid,
    },
  }),
} as const;
