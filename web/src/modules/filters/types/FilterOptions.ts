import type { CustomFieldTarget, CustomFieldType } from '../../../gql/graphql';

/** What the builder's multi-selects offer, loaded by the page that shows it. */
export interface FilterOptions {
  types: string[];
  projects: { id: string; label: string }[];
  folders: { id: string; label: string }[];
  tags: { id: string; title: string; color: string; projectTitle: string | null }[];
  members: { id: string; name: string; email: string }[];
  /** Contacts, for the People row (notes they appear in). */
  people: { id: string; name: string; email: string | null }[];
  /** Segments of people, for the Segments row (their people, and the notes those appear in). */
  segments: { id: string; title: string; personCount: number }[];
  /** Channels, for the Channel row (their themes and data points). */
  channels: { id: string; title: string }[];
  /** Channel themes and datasets, each with its channel's title, for the Themes and Datasets rows. */
  themes: { id: string; title: string; channelTitle: string }[];
  datasets: { id: string; title: string; channelTitle: string }[];
  /** Custom fields of notes, insights and people a row can filter on (each by its target). */
  customFields: FilterCustomField[];
}

/** A custom field as a filter row needs it (spec 000 §3 custom fields). */
export interface FilterCustomField {
  id: string;
  label: string;
  type: CustomFieldType;
  /**
   * NOTE, INSIGHT or PERSON: which rows may name it, and said beside the label when two fields the
   * menu lists together have the same name.
   */
  target: CustomFieldTarget;
  maxSelectable: number;
  options: { id: string; label: string; color: string }[];
}
