import { Injectable } from '@nestjs/common';
import { AppError, PERSON_EVENTS, parsePathId } from '@fieldnote/core';
import type { Highlight, Note } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveNote } from '../notes';
import { type CountedTag, TagsService } from '../tags';
import { PeopleRepository } from './people.repository';
import { type CountedPerson, PeopleService } from './people.service';

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
  constructor(
    private readonly tags: TagsService,
    private readonly people: PeopleService,
    private readonly peopleRows: PeopleRepository,
  ) {}

  /** Links the person to the note; linking twice changes nothing. */
  async link(scope: WorkspaceScope, rawNoteId: string, rawPersonId: string): Promise<CountedPerson> {
    const personId = parsePathId(rawPersonId);
    return scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, rawNoteId);
      const person = await this.peopleRows.personById(em, personId);
      if (!person) throw AppError.notFound('Person');
      if (!(await this.peopleRows.linkOf(em, note.id, personId))) {
        await this.peopleRows.insertLink(em, { noteId: note.id, personId, createdBy: scope.accountId });
        await recordEvent(em, PERSON_EVENTS.linked, scope.workspace.id, {
          personId,
          noteId: note.id,
          projectId: note.projectId,
        });
      }
      return this.people.counted(em, scope, person);
    });
  }

  /** Removes the person from the note; the person and the note stay. */
  async unlink(scope: WorkspaceScope, rawNoteId: string, rawPersonId: string): Promise<void> {
    const personId = parsePathId(rawPersonId);
    await scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, rawNoteId);
      if (!(await this.peopleRows.personById(em, personId))) throw AppError.notFound('Person');
      const link = await this.peopleRows.linkOf(em, note.id, personId);
      if (!link) return;
      await this.peopleRows.deleteLink(em, link);
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
    const links = await this.peopleRows.linksOfNote(scope.em, note.id);
    if (links.length === 0) return [];
    const people = await this.peopleRows.peopleByName(
      scope.em,
      links.map((l) => l.personId),
    );
    return this.people.countedAll(scope.em, scope, people);
  }

  /** The notes a person appears in (not in the trash, nor in a trashed project), newest first. */
  async notesOf(scope: WorkspaceScope, rawPersonId: string): Promise<Note[]> {
    const personId = await this.requirePerson(scope, rawPersonId);
    const links = await this.peopleRows.linksOfPerson(scope.em, personId);
    if (links.length === 0) return [];
    const notes = await this.peopleRows.liveNotesNewestFirst(
      scope.em,
      links.map((l) => l.noteId),
    );
    const live = new Set(
      (await this.peopleRows.liveProjectsByIds(scope.em, [...new Set(notes.map((n) => n.projectId))])).map(
        (p) => p.id,
      ),
    );
    return notes.filter((n) => live.has(n.projectId));
  }

  /** The highlights of the person's notes, newest first, with their tags. */
  async highlightsOf(scope: WorkspaceScope, rawPersonId: string): Promise<PersonHighlight[]> {
    const notes = await this.notesOf(scope, rawPersonId);
    if (notes.length === 0) return [];
    const highlights = await this.peopleRows.newestHighlightsOfNotes(
      scope.em,
      notes.map((n) => n.id),
      MAX_PERSON_HIGHLIGHTS,
    );
    const tagLinks = await this.peopleRows.tagLinksOfHighlights(
      scope.em,
      highlights.map((h) => h.id),
    );
    const tags = await this.peopleRows.tagsByIds(scope.em, [...new Set(tagLinks.map((l) => l.tagId))]);
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
    if (!(await this.peopleRows.personById(scope.em, personId))) throw AppError.notFound('Person');
    return personId;
  }
}
