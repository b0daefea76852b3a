import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GatedByProject } from './project-gate.filter';

/**
 * A project's readme (spec 000 §2 /projects/{projectId}/readme): one collaborative document per
 * project, keyed by the project, made the first time a member opens it.
 */
@GatedByProject('projectId')
@Entity({ tableName: 'project_readmes', schema: '*' })
export class ProjectReadme {
  @PrimaryKey({ type: 'uuid' })
  projectId!: string;

  /** Plain text of the document. */
  @Property({ type: 'text' })
  content = '';

  /** ProseMirror JSON of the document, kept current by the collaboration server. */
  @Property({ type: 'json', nullable: true })
  contentJson: Opt<Record<string, unknown>> | null = null;

  /** Yjs state the collaboration server merges every edit into. */
  @Property({ type: 'blob', nullable: true, lazy: true })
  ydoc: Buffer | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  /** The document's id as the collaboration server names it: its project's. */
  get id(): string {
    return this.projectId;
  }
}
