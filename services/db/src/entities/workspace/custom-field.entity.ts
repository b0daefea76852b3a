import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GatedByProject } from './project-gate.filter';

/** A select option as stored on its field (spec 000 §3). */
export interface StoredSelectOption {
  id: string;
  label: string;
  color: string;
  displayLabel?: string | null;
}

/**
 * A custom field definition (spec 000 §3) for notes or insights: the workspace's when `projectId`
 * is null, else one project's. See Migration20261126050000CustomFields for the storage design.
 * A private project's fields follow its access (the project gate), as its notes do.
 */
@GatedByProject('projectId', { nullable: true })
@Entity({ tableName: 'custom_fields', schema: '*' })
@Index({ properties: ['target', 'projectId'] })
export class CustomField {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 16 })
  target!: string;

  @Property({ type: 'uuid', nullable: true })
  projectId: string | null = null;

  @Property({ type: 'string', length: 250 })
  label!: string;

  @Property({ type: 'string', length: 16 })
  type!: string;

  @Property({ type: 'string', length: 32, nullable: true })
  numberFormat: string | null = null;

  @Property({ type: 'string', length: 8, nullable: true })
  currencySymbol: string | null = null;

  @Property({ type: 'integer' })
  maxSelectable: Opt<number> = 100;

  @Property({ type: 'json' })
  options: Opt<StoredSelectOption[]> = [];

  @Property({ type: 'double' })
  rank: Opt<number> = 0;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
