import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A research project: the container for notes, highlights, tags and insights. */
@Entity({ tableName: 'projects', schema: '*' })
export class Project {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  summary: string | null = null;

  @Property({ type: 'double' })
  rank = 0;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
