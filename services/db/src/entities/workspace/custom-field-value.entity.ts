import { ArrayType, type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One custom field's value on one note, insight or person: the canonical text plus the typed column that
 * sorts and filters (see Migration20261126050000CustomFields for why values are stored this way).
 * The table's `live_project_id` is the database's own (Migration20261202090000ValueLiveProjects):
 * never written from here, read by a view's counts in SQL.
 */
@Entity({ tableName: 'custom_field_values', schema: '*' })
export class CustomFieldValue {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  fieldId!: string;

  @Property({ type: 'uuid', nullable: true })
  noteId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  insightId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  personId: string | null = null;

  @Property({ type: 'string', length: 10299 })
  textValue!: string;

  @Property({ type: 'double', nullable: true })
  numberValue: number | null = null;

  @Property({ type: 'boolean', nullable: true })
  booleanValue: boolean | null = null;

  @Property({ type: 'datetime', nullable: true })
  dateValue: Date | null = null;

  @Property({ type: ArrayType, columnType: 'uuid[]', nullable: true })
  optionIds: string[] | null = null;

  @Property({ type: 'uuid' })
  updatedBy!: string;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
