import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A person appearing in a note (the note sidebar's Contacts tab); at most once per note. */
@Entity({ tableName: 'note_people', schema: '*' })
@Index({ properties: ['personId'] })
export class NotePerson {
  @PrimaryKey({ type: 'uuid' })
  noteId!: string;

  @PrimaryKey({ type: 'uuid' })
  personId!: string;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
