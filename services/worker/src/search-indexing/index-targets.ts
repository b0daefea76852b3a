import type { BusEvent } from '@fieldnote/core';
import type { SearchType } from '@fieldnote/db';

/** What one or more events ask the indexer to rebuild. Sets, so a batch of events merges. */
export interface IndexTargets {
  /** Objects to rebuild by their own id (gone objects simply lose their row). */
  byId: Map<SearchType, Set<string>>;
  /** Projects to rebuild with everything in them (archive, trash, restore, move, delete). */
  projects: Set<string>;
  /** Notes to rebuild with their highlights (a note's title and visibility are its highlights'). */
  notes: Set<string>;
  /** Deleted folders: the projects filed in them move to the top level. */
  removedFolders: Set<string>;
  /** Deleted or merged-away tags: highlights and notes that carried them change. */
  removedTags: Set<string>;
  /** Channels to rebuild with their themes and data points (renamed, deleted, ungrouped). */
  channels: Set<string>;
}

export function emptyTargets(): IndexTargets {
  return {
    byId: new Map(),
    projects: new Set(),
    notes: new Set(),
    removedFolders: new Set(),
    removedTags: new Set(),
    channels: new Set(),
  };
}

export function isEmpty(targets: IndexTargets): boolean {
  return (
    targets.projects.size +
      targets.notes.size +
      targets.removedFolders.size +
      targets.removedTags.size +
      targets.channels.size ===
      0 && [...targets.byId.values()].every((ids) => ids.size === 0)
  );
}

/** Events of a whole project's visibility: every row in it changes. */
const PROJECT_WIDE = new Set([
  'project.archived',
  'project.unarchived',
  'project.trashed',
  'project.restored',
  'project.deleted',
  'project.movedToFolder',
]);

/** Adds what `event` changes for search to `targets`; events search does not show are ignored. */
export function addEventTargets(targets: IndexTargets, event: BusEvent): void {
  const payload = event.payload;
  const id = (key: string): string | null =>
    typeof payload[key] === 'string' ? (payload[key] as string) : null;
  const add = (type: SearchType, value: string | null) => {
    if (!value) return;
    if (!targets.byId.has(type)) targets.byId.set(type, new Set());
    targets.byId.get(type)?.add(value);
  };
  const [domain] = event.subject.split('.');
  if (PROJECT_WIDE.has(event.subject)) {
    const projectId = id('projectId');
    if (projectId) targets.projects.add(projectId);
    return;
  }
  switch (domain) {
    case 'project':
      return add('PROJECT', id('projectId'));
    case 'folder':
      if (event.subject === 'folder.deleted' && id('folderId'))
        targets.removedFolders.add(id('folderId') as string);
      return add('PROJECT_CATEGORY', id('folderId'));
    case 'note':
    case 'file': {
      const noteId = id('noteId');
      if (noteId) targets.notes.add(noteId);
      return;
    }
    case 'highlight':
      add('HIGHLIGHT', id('highlightId'));
      return add('NOTE', id('noteId'));
    case 'tag':
      if (event.subject === 'tag.deleted' && id('tagId')) targets.removedTags.add(id('tagId') as string);
      return add('TAG', id('tagId'));
    case 'tags':
      if (event.subject !== 'tags.merged') return;
      add('TAG', id('targetId'));
      if (id('sourceId')) targets.removedTags.add(id('sourceId') as string);
      for (const highlightId of Array.isArray(payload.movedHighlightIds) ? payload.movedHighlightIds : []) {
        if (typeof highlightId === 'string') add('HIGHLIGHT', highlightId);
      }
      return;
    case 'insight':
      return add('INSIGHT', id('insightId'));
    case 'custom_field_value':
      // A value is part of its note's or insight's searchable content. A person's row is rebuilt as
      // itself: rebuilt as a note, its id would only lose the row (its values are read live by
      // the personFields filter, not from the index).
      return add(
        payload.target === 'INSIGHT' ? 'INSIGHT' : payload.target === 'PERSON' ? 'PERSON' : 'NOTE',
        id('objectId'),
      );
    case 'custom_field':
      // Renaming a field or an option, retyping or deleting it rewrites the values of a project
      // field's notes and insights: the project is rebuilt. (Workspace fields: see the report.)
      if (event.subject !== 'custom_field.created') {
        const projectId = id('projectId');
        if (projectId) targets.projects.add(projectId);
      }
      return;
    case 'person':
      return add('PERSON', id('personId'));
    case 'people': {
      // Merged: the kept person changes and the removed one's row goes; imported: new people.
      add('PERSON', id('keptId'));
      add('PERSON', id('removedId'));
      for (const personId of Array.isArray(payload.personIds) ? payload.personIds : []) {
        if (typeof personId === 'string') add('PERSON', personId);
      }
      return;
    }
    case 'channel':
    case 'channel_theme':
    case 'channel_dataset':
    case 'channel_datapoints':
      return addChannelTargets(targets, event, add);
    default:
      return;
  }
}

/**
 * Channel events. A change that reaches many rows at once (a renamed channel titles its authorless
 * data points; a deleted theme, dataset or data points leave the others' theme and dataset lists)
 * rebuilds the whole channel, at most 10,000 data points; the rest rebuild only what they name.
 */
function addChannelTargets(
  targets: IndexTargets,
  event: BusEvent,
  add: (type: SearchType, value: string | null) => void,
): void {
  const text = (key: string): string | null =>
    typeof event.payload[key] === 'string' ? (event.payload[key] as string) : null;
  const channelId = text('channelId');
  const datapointIds = Array.isArray(event.payload.datapointIds) ? event.payload.datapointIds : [];
  switch (event.subject) {
    case 'channel.created':
    case 'channel_dataset.created':
      return add('CHANNEL', channelId);
    case 'channel_theme.created':
    case 'channel_theme.updated':
      add('CHANNEL', channelId);
      return add('THEME', text('themeId'));
    case 'channel_theme.datapoints_added':
    case 'channel_theme.datapoints_removed':
      add('THEME', text('themeId'));
      for (const value of datapointIds) if (typeof value === 'string') add('CHANNEL_DATAPOINT', value);
      return;
    case 'channel_datapoints.imported':
      add('CHANNEL', channelId);
      for (const value of datapointIds) if (typeof value === 'string') add('CHANNEL_DATAPOINT', value);
      return;
    case 'channel.updated':
    case 'channel.deleted':
    case 'channel_theme.deleted':
    case 'channel_dataset.deleted':
    case 'channel_datapoints.deleted':
      if (channelId) targets.channels.add(channelId);
      return;
    default:
      return;
  }
}
