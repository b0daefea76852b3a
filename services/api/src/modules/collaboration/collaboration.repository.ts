import { Injectable } from '@nestjs/common';
import { Highlight, Insight, Note, Project, ProjectReadme } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentName } from './document-name';

/** A row whose body is a collaborative document. */
export type DocumentRow = Note | Insight | ProjectReadme;

/**
 * The queries of collaborative documents: their note and insight rows, their projects and a note's
 * highlights. Every method runs through `em`, in its transaction when it has one.
 */
@Injectable()
export class CollaborationRepository {
  /** The note or insight of the document when it is not in the trash, or null. */
  async findLiveRow(em: EntityManager, name: DocumentName): Promise<DocumentRow | null> {
    if (name.kind === 'readme') return this.readmeOf(em, name.id);
    return name.kind === 'note'
      ? em.findOne(Note, { id: name.id, deletedAt: null })
      : em.findOne(Insight, { id: name.id, deletedAt: null });
  }

  /**
   * A live project's readme, made empty the first time it is asked for (a project has one from
   * then on); null when the project is not there or in the trash.
   */
  private async readmeOf(em: EntityManager, projectId: string): Promise<ProjectReadme | null> {
    if (!(await this.isLiveProject(em, projectId))) return null;
    const found = await em.findOne(ProjectReadme, { projectId });
    if (found) return found;
    // Two first opens at once: the second insert finds the row the first made.
    await em
      .createQueryBuilder(ProjectReadme)
      .insert({ projectId, content: '', createdAt: new Date(), updatedAt: new Date() })
      .onConflict('projectId')
      .ignore()
      .execute();
    return em.findOne(ProjectReadme, { projectId });
  }

  async isLiveProject(em: EntityManager, projectId: string): Promise<boolean> {
    return (await em.findOne(Project, { id: projectId, deletedAt: null })) !== null;
  }

  /** The row (trashed or not) with its lazy ydoc loaded, or null when it was deleted for good. */
  findRowWithState(em: EntityManager, name: DocumentName): Promise<DocumentRow | null> {
    if (name.kind === 'readme')
      return em.findOne(ProjectReadme, { projectId: name.id }, { populate: ['ydoc'] });
    return name.kind === 'note'
      ? em.findOne(Note, { id: name.id }, { populate: ['ydoc'] })
      : em.findOne(Insight, { id: name.id }, { populate: ['ydoc'] });
  }

  /**
   * Stores a document's Yjs state alone, past the entity (whose flush would stamp updatedAt): for
   * states that change nothing anyone reads.
   */
  async keepState(em: EntityManager, row: DocumentRow, state: Uint8Array): Promise<void> {
    const ydoc = Buffer.from(state);
    if (row instanceof Note) await em.nativeUpdate(Note, { id: row.id }, { ydoc });
    else if (row instanceof ProjectReadme)
      await em.nativeUpdate(ProjectReadme, { projectId: row.projectId }, { ydoc });
    else await em.nativeUpdate(Insight, { id: row.id }, { ydoc });
  }

  /** A note's highlights, those without anchors only when `unanchored`. */
  findHighlights(
    em: EntityManager,
    noteId: string,
    options: { unanchored?: boolean } = {},
  ): Promise<Highlight[]> {
    return em.find(Highlight, options.unanchored ? { noteId, startAnchor: null } : { noteId });
  }

  /** Writes the changes made to these rows (a document's row, its highlights) loaded in `em`. */
  async save(em: EntityManager, rows: (DocumentRow | Highlight)[]): Promise<void> {
    await em.persist(rows).flush();
  }
}
