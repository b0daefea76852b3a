import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** What every piece of research a member writes carries: its id, its author and its dates. */
@Entity({ abstract: true })
export abstract class AuthoredRecord {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
