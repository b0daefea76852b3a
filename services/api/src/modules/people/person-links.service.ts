import { Injectable } from '@nestjs/common';
import { AppError, PERSON_EVENTS, parsePathId } from '@fieldnote/core';
import { Highlight, HighlightTag, Note, NotePerson, Person, Project, Tag } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveNote } from '../notes';
import { type CountedTag, TagsService } from '../tags';
import { countsFor, countsOf } from './person-counts';
import type { CountedPerson } from './people.service';

/** A highlight of one of a person's notes, with its note's title and its tags. */
export interface PersonHighlight {
  highlight: Highlight;
  noteTitle: string;
  tags: CountedTag[];
}

/** The most highlights a person's page lists at once (spec 000 §9 counts: results 1000). */
export const MAX_PERSON_HIGHLIGHTS = 1000;

/**
 * The links between people and the notes they appear in (the note sidebar's Contacts tab), and
 * what a person's page shows through them: their notes and those notes' highlights.
 */
@Injectable()
export class PersonLinksService {
  constructor(private readonly tags: TagsService) {}

  /** Links the person to the note; linking twice changes nothing. */
  async link(scope: WorkspaceScope, rawNoteId: string, rawPersonId: string): Promise<CountedPerson> {
    const personId = parsePathId(rawPersonId);
    return scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, rawNoteId);
      const person = await em.findOne(Person, { id: personId });
      if (!person) throw AppError.notFound('Person');
      if (!(await em.findOne(NotePerson, { noteId: note.id, personId }))) {
        em.create(NotePerson, {
          noteId: note.id,
          personId,
          createdBy: scope.accountId,
          createdAt: new Date(),
        });
        await em.flush();
        await recordEvent(em, PERSON_EVENTS.linked, scope.workspace.id, {
          personId,
          noteId: note.id,
          projectId: note.projectId,
        });
      }
      const counts = await countsOf(em, scope.workspace.schemaName, [personId]);
      return { person, counts: countsFor(counts, personId) };
    });
  }

  /** Removes the person from the note; the person and the note stay. */
  async unlink(scope: WorkspaceScope, rawNoteId: string, rawPersonId: string): Promise<void> {
    const personId = parsePathId(rawPersonId);
    await scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, rawNoteId);
      if (!(await em.findOne(Person, { id: personId }))) throw AppError.notFound('Person');
      const link = await em.findOne(NotePerson, { noteId: note.id, personId });
      if (!link) return;
      em.remove(link);
      await em.flush();
      await recordEvent(em, PERSON_EVENTS.unlinked, scope.workspace.id, {
        personId,
        noteId: note.id,
        projectId: note.projectId,
      });
    });
  }

  /** The people of a note, by name. */
  async peopleOfNote(scope: WorkspaceScope, rawNoteId: string): Promise<CountedPerson[]> {
    const note = await findLiveNote(scope.em, rawNoteId);
    const links = await scope.em.find(NotePerson, { noteId: note.id });
    if (links.length === 0) return [];
    const people = await scope.em.find(
      Person,
      { id: { $in: links.map((l) => l.personId) } },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    const counts = await countsOf(
      scope.em,
      scope.workspace.schemaName,
      people.map((p) => p.id),
    );
    return people.map((person) => ({ person, counts: countsFor(counts, person.id) }));
  }

  /** The notes a person appears in (not in the trash, nor in a trashed project), newest first. */
  async notesOf(scope: WorkspaceScope, rawPersonId: string): Promise<Note[]> {
    const personId = await this.requirePerson(scope, rawPersonId);
    const links = await scope.em.find(NotePerson, { personId });
    if (links.length === 0) return [];
    const notes = await scope.em.find(
      Note,
      { id: { $in: links.map((l) => l.noteId) }, deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    const live = new Set(
      (
        await scope.em.find(Project, {
          id: { $in: [...new Set(notes.map((n) => n.projectId))] },
          deletedAt: null,
        })
      ).map((p) => p.id),
    );
    return notes.filter((n) => live.has(n.projectId));
  }

  /** The highlights of the person's notes, newest first, with their tags. */
  async highlightsOf(scope: WorkspaceScope, rawPersonId: string): Promise<PersonHighlight[]> {
    const notes = await this.notesOf(scope, rawPersonId);
    if (notes.length === 0) return [];
    const highlights = await scope.em.find(
      Highlight,
      { noteId: { $in: notes.map((n) => n.id) } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_PERSON_HIGHLIGHTS },
    );
    const tagLinks = await scope.em.find(HighlightTag, { highlightId: { $in: highlights.map((h) => h.id) } });
    const tags = await scope.em.find(Tag, { id: { $in: [...new Set(tagLinks.map((l) => l.tagId))] } });
    const counted = new Map((await this.tags.withCounts(scope.em, scope, tags)).map((c) => [c.tag.id, c]));
    const titles = new Map(notes.map((n) => [n.id, n.title]));
    return highlights.map((highlight) => ({
      highlight,
      noteTitle: titles.get(highlight.noteId) ?? '',
      tags: tagLinks
        .filter((l) => l.highlightId === highlight.id)
        .map((l) => counted.get(l.tagId))
        .filter((c): c is CountedTag => c !== undefined),
    }));
  }

  private async requirePerson(scope: WorkspaceScope, rawPersonId: string): Promise<string> {
    const personId = parsePathId(rawPersonId);
    if (!(await scope.em.findOne(Person, { id: personId }))) throw AppError.notFound('Person');
    return personId;
  }
}
