import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, MAX_LENGTH, Role, parsePathId, requireText, roleSatisfies } from '@fieldnote/core';
import { Note, Project } from '@fieldnote/db';
import { recordEvent } from '../common/record-event';
import type { WorkspaceScope } from '../context/workspace-access.service';

/** Notes (raw research data) of one workspace. Every change announces itself on the bus through the outbox. */
@Injectable()
export class NotesService {
  async listByProject(scope: WorkspaceScope, rawProjectId: string): Promise<Note[]> {
    const projectId = parsePathId(rawProjectId);
    if (!(await scope.em.findOne(Project, { id: projectId }))) throw AppError.notFound('Project');
    return scope.em.find(Note, { projectId }, { orderBy: { createdAt: 'desc' } });
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<Note> {
    const note = await scope.em.findOne(Note, { id: parsePathId(rawId) });
    if (!note) throw AppError.notFound('Note');
    return note;
  }

  async create(
    scope: WorkspaceScope,
    input: { projectId: string; title: string; content: string },
  ): Promise<Note> {
    this.requireEditor(scope);
    const projectId = parsePathId(input.projectId);
    const title = requireText(input.title, 'Note title', MAX_LENGTH.noteTitle, 'Untitled note');
    return scope.em.transactional(async (em) => {
      if (!(await em.findOne(Project, { id: projectId }))) throw AppError.notFound('Project');
      const note = em.create(Note, {
        id: randomUUID(),
        projectId,
        title,
        content: input.content,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await em.flush();
      await recordEvent(em, 'note.created', scope.workspace.id, { noteId: note.id, projectId });
      return note;
    });
  }

  async update(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; content?: string | null },
  ): Promise<Note> {
    this.requireEditor(scope);
    const id = parsePathId(input.id);
    return scope.em.transactional(async (em) => {
      const note = await em.findOne(Note, { id });
      if (!note) throw AppError.notFound('Note');
      if (input.title != null)
        note.title = requireText(input.title, 'Note title', MAX_LENGTH.noteTitle, 'Untitled note');
      if (input.content != null) note.content = input.content;
      await em.flush();
      await recordEvent(em, 'note.updated', scope.workspace.id, {
        noteId: note.id,
        projectId: note.projectId,
      });
      return note;
    });
  }

  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    this.requireEditor(scope);
    const id = parsePathId(rawId);
    await scope.em.transactional(async (em) => {
      const note = await em.findOne(Note, { id });
      if (!note) throw AppError.notFound('Note');
      em.remove(note);
      await em.flush();
      await recordEvent(em, 'note.deleted', scope.workspace.id, { noteId: id, projectId: note.projectId });
    });
  }

  private requireEditor(scope: WorkspaceScope): void {
    if (!roleSatisfies(scope.role, Role.CONTRIBUTOR))
      throw AppError.forbidden('Viewers cannot make changes.');
  }
}
