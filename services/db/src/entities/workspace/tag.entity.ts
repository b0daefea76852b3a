import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A label for highlights, within a project. */
@Entity({ tableName: 'tags', schema: '*' })
@Index({ properties: ['projectId'] })
export class Tag {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 7 })
  color = '#607d8b';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
