import { randomUUID } from 'node:crypto';
import { MAX_LENGTH } from '@fieldnote/core';
import type { ImportPlan } from './import-plan';
import type { ImportWrite } from './refi-qda.repository';

const DEFAULT_COLOUR = '#607d8b';

/**
 * What a plan writes into a project: codable codes become tags (a tag of the same name is reused),
 * top-level codes with children become the groups of a new tag board named after the file, sources
 * become notes with their highlights and codings, cases become people linked to their notes.
 */
export function importWriteOf(
  plan: ImportPlan,
  context: {
    projectId: string;
    createdBy: string;
    fileName: string;
    existingTags: Map<string, string>;
    existingPeople: Map<string, string>;
    now: Date;
  },
): ImportWrite {
  const write: ImportWrite = {
    projectId: context.projectId,
    createdBy: context.createdBy,
    tags: [],
    board: null,
    groups: [],
    placements: [],
    notes: [],
    highlights: [],
    highlightTags: [],
    people: [],
    notePeople: [],
  };
  const tagOf = new Map<string, string>();
  const titles = new Map(context.existingTags);
  for (const code of plan.codes) {
    if (!code.codable) continue;
    const key = code.name.toLowerCase();
    let id = titles.get(key);
    if (!id) {
      id = randomUUID();
      titles.set(key, id);
      write.tags.push({
        id,
        title: code.name,
        color: code.color ?? DEFAULT_COLOUR,
        description: code.description,
      });
    }
    tagOf.set(code.key, id);
  }
  const groups = plan.codes.filter((code) => code.groupKey === null && code.hasChildren);
  if (groups.length) {
    write.board = {
      id: randomUUID(),
      title: (plan.origin ? `From ${plan.origin}` : context.fileName).slice(0, MAX_LENGTH.tagBoardTitle),
    };
    const groupOf = new Map<string, string>();
    groups.forEach((code, rank) => {
      const id = randomUUID();
      groupOf.set(code.key, id);
      write.groups.push({
        id,
        title: code.name.slice(0, MAX_LENGTH.tagGroupTitle),
        color: code.color ?? DEFAULT_COLOUR,
        rank,
      });
    });
    const placed = new Set<string>();
    plan.codes.forEach((code, rank) => {
      const tagId = tagOf.get(code.key);
      const groupId = groupOf.get(code.groupKey ?? code.key);
      if (!tagId || !groupId || placed.has(tagId)) return;
      placed.add(tagId);
      write.placements.push({ tag_id: tagId, group_id: groupId, rank });
    });
  }
  const noteOf = new Map<string, string>();
  for (const source of plan.sources) {
    const noteId = randomUUID();
    noteOf.set(source.key, noteId);
    const createdAt = (source.createdAt ?? context.now).toISOString();
    write.notes.push({ id: noteId, title: source.name, content: source.text, created_at: createdAt });
    for (const highlight of source.highlights) {
      const id = randomUUID();
      write.highlights.push({
        id,
        note_id: noteId,
        text: highlight.text,
        start_offset: highlight.startOffset,
        end_offset: highlight.endOffset,
        created_at: (highlight.createdAt ?? source.createdAt ?? context.now).toISOString(),
      });
      for (const key of highlight.codeKeys) {
        const tagId = tagOf.get(key);
        if (tagId) write.highlightTags.push({ highlight_id: id, tag_id: tagId });
      }
    }
  }
  const people = new Map(context.existingPeople);
  for (const person of plan.cases) {
    const key = person.name.toLowerCase();
    let id = people.get(key);
    if (!id) {
      id = randomUUID();
      people.set(key, id);
      write.people.push({ id, name: person.name });
    }
    for (const sourceKey of person.sourceKeys) {
      const noteId = noteOf.get(sourceKey);
      if (noteId) write.notePeople.push({ note_id: noteId, person_id: id });
    }
  }
  return write;
}
