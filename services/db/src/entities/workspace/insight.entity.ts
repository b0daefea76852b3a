import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A written finding built on highlights; published insights are what stakeholders read. */
@Entity({ tableName: 'insights', schema: '*' })
@Index({ properties: ['projectId'] })
export class Insight {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content = '';

  @Property({ type: 'boolean' })
  published = false;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
