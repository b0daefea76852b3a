import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Raw research data: an interview, document, ticket or survey answer. */
@Entity({ tableName: 'notes', schema: '*' })
@Index({ properties: ['projectId'] })
export class Note {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content = '';

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
