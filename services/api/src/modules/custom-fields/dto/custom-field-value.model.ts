import { Field, Float, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import type { CustomFieldValue } from '@fieldnote/db';

/** One field's value on a note or an insight. */
@ObjectType('CustomFieldValue')
export class CustomFieldValueModel {
  @Field(() => ID) fieldId!: string;
  @Field({ description: "The field data as text (spec 000 §3); SELECT: the option labels joined by '; '." })
  text!: string;
  @Field(() => Boolean, { nullable: true }) boolean!: boolean | null;
  @Field(() => Float, { nullable: true, description: 'NUMBER and NPS.' }) number!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'DATETIME.' }) date!: Date | null;
  @Field(() => [ID], { nullable: true, description: 'SELECT: the chosen option ids.' })
  optionIds!: string[] | null;
  @Field() updatedAt!: Date;

  static from(v: CustomFieldValue): CustomFieldValueModel {
    return Object.assign(new CustomFieldValueModel(), {
      fieldId: v.fieldId,
      text: v.textValue,
      boolean: v.booleanValue,
      number: v.numberValue,
      date: v.dateValue,
      optionIds: v.optionIds,
      updatedAt: v.updatedAt,
    });
  }
}
