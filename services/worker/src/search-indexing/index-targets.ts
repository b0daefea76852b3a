import {
  CHANNEL_EVENTS,
  type CataloguedBusEvent,
  CUSTOM_FIELD_EVENTS,
  FILE_EVENTS,
  FOLDER_EVENTS,
  HIGHLIGHT_EVENTS,
  INSIGHT_EVENTS,
  NOTE_EVENTS,
  PERSON_EVENTS,
  PROJECT_ACCESS_EVENTS,
  PROJECT_EVENTS,
  TAG_EVENTS,
} from '@fieldnote/core';
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

/**
 * Adds what `event` changes for search to `targets`; events search does not show are ignored. Each
 * case reads its payload as the catalogue declares it.
 */
export function addEventTargets(targets: IndexTargets, event: CataloguedBusEvent): void {
  const add = (type: SearchType, ...values: (string | null | undefined)[]) => {
    for (const value of values) {
      if (!value) continue;
      if (!targets.byId.has(type)) targets.byId.set(type, new Set());
      targets.byId.get(type)?.add(value);
    }
  };
  switch (event.subject) {
    // A whole project's visibility: every row in it changes.
    case PROJECT_EVENTS.archived.subject:
    case PROJECT_EVENTS.unarchived.subject:
    case PROJECT_EVENTS.trashed.subject:
    case PROJECT_EVENTS.restored.subject:
    case PROJECT_EVENTS.deleted.subject:
    case FOLDER_EVENTS.projectMoved.subject:
      targets.projects.add(event.payload.projectId);
      return;
    case PROJECT_EVENTS.created.subject:
    case PROJECT_EVENTS.updated.subject:
    case PROJECT_EVENTS.reordered.subject:
    case PROJECT_EVENTS.starred.subject:
    case PROJECT_EVENTS.unstarred.subject:
    case PROJECT_ACCESS_EVENTS.changed.subject:
      return add('PROJECT', event.payload.projectId);
    case FOLDER_EVENTS.deleted.subject:
      targets.removedFolders.add(event.payload.folderId);
      return add('PROJECT_CATEGORY', event.payload.folderId);
    case FOLDER_EVENTS.created.subject:
    case FOLDER_EVENTS.updated.subject:
    case FOLDER_EVENTS.moved.subject:
      return add('PROJECT_CATEGORY', event.payload.folderId);
    // A note's title and visibility are its highlights': the note is rebuilt with them.
    case NOTE_EVENTS.created.subject:
    case NOTE_EVENTS.updated.subject:
    case NOTE_EVENTS.moved.subject:
    case NOTE_EVENTS.trashed.subject:
    case NOTE_EVENTS.restored.subject:
    case NOTE_EVENTS.deleted.subject:
    case FILE_EVENTS.uploadStarted.subject:
    case FILE_EVENTS.uploaded.subject:
    case FILE_EVENTS.uploadFailed.subject:
    case FILE_EVENTS.uploadCancelled.subject:
    case FILE_EVENTS.deleted.subject:
    case FILE_EVENTS.transcriptImported.subject:
      targets.notes.add(event.payload.noteId);
      return;
    case HIGHLIGHT_EVENTS.created.subject:
    case HIGHLIGHT_EVENTS.deleted.subject:
      add('HIGHLIGHT', event.payload.highlightId);
      return add('NOTE', event.payload.noteId);
    case HIGHLIGHT_EVENTS.tagged.subject:
    case HIGHLIGHT_EVENTS.untagged.subject:
      return add('HIGHLIGHT', event.payload.highlightId);
    case TAG_EVENTS.deleted.subject:
      targets.removedTags.add(event.payload.tagId);
      return add('TAG', event.payload.tagId);
    case TAG_EVENTS.created.subject:
    case TAG_EVENTS.updated.subject:
      return add('TAG', event.payload.tagId);
    case TAG_EVENTS.merged.subject:
      add('TAG', event.payload.targetId);
      targets.removedTags.add(event.payload.sourceId);
      return add('HIGHLIGHT', ...event.payload.movedHighlightIds);
    case INSIGHT_EVENTS.created.subject:
    case INSIGHT_EVENTS.updated.subject:
    case INSIGHT_EVENTS.published.subject:
    case INSIGHT_EVENTS.unpublished.subject:
    case INSIGHT_EVENTS.locked.subject:
    case INSIGHT_EVENTS.unlocked.subject:
    case INSIGHT_EVENTS.trashed.subject:
    case INSIGHT_EVENTS.restored.subject:
    case INSIGHT_EVENTS.deleted.subject:
      return add('INSIGHT', event.payload.insightId);
    case CUSTOM_FIELD_EVENTS.valueSet.subject:
    case CUSTOM_FIELD_EVENTS.valueCleared.subject: {
      // A value is part of its note's or insight's searchable content. A person's row is rebuilt as
      // itself: rebuilt as a note, its id would only lose the row (its values are read live by
      // the personFields filter, not from the index).
      const { target, objectId } = event.payload;
      return add(target === 'INSIGHT' ? 'INSIGHT' : target === 'PERSON' ? 'PERSON' : 'NOTE', objectId);
    }
    // Renaming a field or an option, retyping or deleting it rewrites the values of a project
    // field's notes and insights: the project is rebuilt. (Workspace fields: see the report.)
    case CUSTOM_FIELD_EVENTS.updated.subject:
    case CUSTOM_FIELD_EVENTS.typeChanged.subject:
    case CUSTOM_FIELD_EVENTS.deleted.subject:
    case CUSTOM_FIELD_EVENTS.optionsAdded.subject:
    case CUSTOM_FIELD_EVENTS.optionUpdated.subject:
    case CUSTOM_FIELD_EVENTS.optionDeleted.subject:
      if (event.payload.projectId) targets.projects.add(event.payload.projectId);
      return;
    case PERSON_EVENTS.created.subject:
    case PERSON_EVENTS.updated.subject:
    case PERSON_EVENTS.deleted.subject:
    case PERSON_EVENTS.linked.subject:
    case PERSON_EVENTS.unlinked.subject:
      return add('PERSON', event.payload.personId);
    // Merged: the kept person changes and the removed one's row goes; imported: new people.
    case PERSON_EVENTS.merged.subject:
      return add('PERSON', event.payload.keptId, event.payload.removedId);
    case PERSON_EVENTS.imported.subject:
      return add('PERSON', ...event.payload.personIds);
    default:
      return addChannelTargets(targets, event, add);
  }
}

/**
 * Channel events. A change that reaches many rows at once (a renamed channel titles its authorless
 * data points; a deleted theme, dataset or data points leave the others' theme and dataset lists)
 * rebuilds the whole channel, at most 10,000 data points; the rest rebuild only what they name.
 */
function addChannelTargets(
  targets: IndexTargets,
  event: CataloguedBusEvent,
  add: (type: SearchType, ...values: string[]) => void,
): void {
  switch (event.subject) {
    case CHANNEL_EVENTS.created.subject:
    case CHANNEL_EVENTS.datasetCreated.subject:
      return add('CHANNEL', event.payload.channelId);
    case CHANNEL_EVENTS.themeCreated.subject:
    case CHANNEL_EVENTS.themeUpdated.subject:
      add('CHANNEL', event.payload.channelId);
      return add('THEME', event.payload.themeId);
    case CHANNEL_EVENTS.themeDatapointsAdded.subject:
    case CHANNEL_EVENTS.themeDatapointsRemoved.subject:
      add('THEME', event.payload.themeId);
      return add('CHANNEL_DATAPOINT', ...event.payload.datapointIds);
    case CHANNEL_EVENTS.datapointsImported.subject:
      add('CHANNEL', event.payload.channelId);
      return add('CHANNEL_DATAPOINT', ...event.payload.datapointIds);
    case CHANNEL_EVENTS.updated.subject:
    case CHANNEL_EVENTS.deleted.subject:
    case CHANNEL_EVENTS.themeDeleted.subject:
    case CHANNEL_EVENTS.datasetDeleted.subject:
    case CHANNEL_EVENTS.datapointsDeleted.subject:
      targets.channels.add(event.payload.channelId);
      return;
    default:
      return;
  }
}
