import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GatedByProject } from './project-gate.filter';

/** Spec 000 §3: a tag's sentiment. */
export type TagSentimentValue = 'positive' | 'negative' | 'mixed';

/** A label for highlights: of one project, or of the whole workspace when `projectId` is null. */
@GatedByProject('projectId', { nullable: true })
@Entity({ tableName: 'tags', schema: '*' })
@Index({ properties: ['projectId'] })
export class Tag {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', nullable: true })
  projectId: string | null = null;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 7 })
  color = '#607d8b';

  @Property({ type: 'string', length: 1000, nullable: true })
  description: string | null = null;

  @Property({ type: 'string', length: 8, nullable: true })
  sentiment: TagSentimentValue | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
