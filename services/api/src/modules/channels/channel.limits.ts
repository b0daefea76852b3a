import { MAX_LENGTH, MAX_PROJECTS_PER_WORKSPACE } from '@fieldnote/core';

/** Product rule (the spec gives none): a channel's title, as long as a project title (spec 000 §9: 200). */
export const MAX_CHANNEL_TITLE_LENGTH = MAX_LENGTH.projectTitle;
/** Product rule: a channel's or theme's description, as long as a project summary (spec 000 §9: 1000). */
export const MAX_CHANNEL_DESCRIPTION_LENGTH = MAX_LENGTH.projectSummary;
/** Product rule: a theme's title, as long as a tag title (spec 000 §9: 200). */
export const MAX_CHANNEL_THEME_TITLE_LENGTH = MAX_LENGTH.tagTitle;
/** Product rule: a dataset's title, as long as a project title (spec 000 §9: 200). */
export const MAX_CHANNEL_DATASET_TITLE_LENGTH = MAX_LENGTH.projectTitle;
/** Product rule, as the spec's workspace projects limit (spec 000 §9: 200 projects). */
export const MAX_CHANNELS_PER_WORKSPACE = MAX_PROJECTS_PER_WORKSPACE;
/** Product rule: the spec's themes limit is not shown; clustering caps at 50 clusters, people add more. */
export const MAX_THEMES_PER_CHANNEL = 100;
/** Spec 001 §9 plan maximum: channel data points 10000. */
export const MAX_DATAPOINTS_PER_CHANNEL = 10000;
/** Rows of one import call, and data point ids of one call (spec 001 §9 batch size 1000). */
export const MAX_CHANNEL_BATCH = 1000;
/** A data point's text, as any long text field (spec 000 §9: text field 10299). */
export const MAX_DATAPOINT_TEXT_LENGTH = MAX_LENGTH.textField;
/** A data point's author, as a person's name (spec 000 §9: 300). */
export const MAX_DATAPOINT_AUTHOR_LENGTH = MAX_LENGTH.personName;
/** Product rule: how far ahead of now a data point may be dated (clock skew, time zones). */
export const MAX_DATAPOINT_FUTURE_MS = 24 * 60 * 60 * 1000;
/** Data points of one page of the channel's list: default and maximum (product rule). */
export const DEFAULT_DATAPOINT_PAGE = 50;
export const MAX_DATAPOINT_PAGE = 200;
/** The text a data point search may hold, as a search query (spec 000 §9: 2000). */
export const MAX_DATAPOINT_SEARCH_LENGTH = MAX_LENGTH.searchQuery;
/** Product rule: a topic's title, as long as a theme's (spec 000 §9 tag title: 200). */
export const MAX_CHANNEL_TOPIC_TITLE_LENGTH = MAX_LENGTH.tagTitle;
/** Product rule: topics of one channel; each is counted on every visit of the channel's page. */
export const MAX_TOPICS_PER_CHANNEL = 50;
