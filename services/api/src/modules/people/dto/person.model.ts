import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Person } from '@fieldnote/db';
import type { PersonFieldValuesBatch } from '../person-field-values';
import type { PersonSegmentsBatch } from '../../segments';

/** How many notes (not in the trash) a person appears in and how many highlights those notes hold. */
export interface PersonCounts {
  noteCount: number;
  highlightCount: number;
}

/** A person (contact) as members see it. */
@ObjectType('Person')
export class PersonModel {
  @Field(() => ID) id!: string;
  @Field({ description: "May be empty: the person is then shown as 'Unnamed participant'." }) name!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Int, { description: 'Notes (not in the trash) the person appears in.' }) noteCount!: number;
  @Field(() => Int, { description: 'Highlights in those notes.' }) highlightCount!: number;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  /** Shared by the rows of one page so their field values load in one go, and only if asked for. */
  fieldValuesBatch?: PersonFieldValuesBatch;
  /** Shared the same way for the rows' segments. */
  segmentsBatch?: PersonSegmentsBatch;

  static from(p: Person, counts: PersonCounts): PersonModel {
    return Object.assign(new PersonModel(), {
      id: p.id,
      name: p.name,
      email: p.email,
      noteCount: counts.noteCount,
      highlightCount: counts.highlightCount,
      createdBy: p.createdBy,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    });
  }
}

/** One page of the people list with the count of all that match. */
@ObjectType('PersonPage')
export class PersonPageModel {
  @Field(() => [PersonModel]) nodes!: PersonModel[];
  @Field(() => Int, { description: 'People matching the filter, over all pages.' }) totalCount!: number;
}
