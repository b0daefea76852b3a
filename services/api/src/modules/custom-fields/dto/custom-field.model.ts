import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { CustomField } from '@fieldnote/db';
import { CustomFieldTarget, CustomFieldType, NumberFormat } from './custom-field-enums';

/** Spec 000 §3: a select option. */
@ObjectType('SelectOption')
export class SelectOptionModel {
  @Field(() => ID) id!: string;
  @Field() label!: string;
  @Field({ description: "Hex colour '#rrggbb'." }) color!: string;
  @Field(() => String, { nullable: true }) displayLabel!: string | null;
}

/** A custom field definition: the workspace's (projectId null) or one project's. */
@ObjectType('CustomField')
export class CustomFieldModel {
  @Field(() => ID) id!: string;
  @Field(() => CustomFieldTarget) target!: CustomFieldTarget;
  @Field(() => ID, { nullable: true, description: 'Null for a workspace field.' }) projectId!: string | null;
  @Field() label!: string;
  @Field(() => CustomFieldType) type!: CustomFieldType;
  @Field(() => NumberFormat, { nullable: true }) numberFormat!: NumberFormat | null;
  @Field(() => String, { nullable: true }) currencySymbol!: string | null;
  @Field(() => Int, { description: 'How many options a SELECT value may hold (spec 000 §5).' })
  maxSelectable!: number;
  @Field(() => [SelectOptionModel]) options!: SelectOptionModel[];
  @Field(() => Int, { description: 'How many notes or insights have a value for this field.' })
  valueCount!: number;

  static from(f: CustomField, valueCount: number): CustomFieldModel {
    return Object.assign(new CustomFieldModel(), {
      id: f.id,
      target: CustomFieldTarget[f.target as CustomFieldTarget],
      projectId: f.projectId,
      label: f.label,
      type: CustomFieldType[f.type as CustomFieldType],
      numberFormat: f.numberFormat === null ? null : NumberFormat[f.numberFormat as NumberFormat],
      currencySymbol: f.currencySymbol,
      maxSelectable: f.maxSelectable,
      options: f.options.map((o) =>
        Object.assign(new SelectOptionModel(), {
          id: o.id,
          label: o.label,
          color: o.color,
          displayLabel: o.displayLabel ?? null,
        }),
      ),
      valueCount,
    });
  }
}

/** What a change would do to the values already filled in, asked before the change is made. */
@ObjectType('CustomFieldChangePreview')
export class CustomFieldChangePreviewModel {
  @Field(() => Int, { description: 'Values the change touches.' }) affectedCount!: number;
  @Field(() => Int, { description: 'Of those, values kept (converted to the new type).' }) keptCount!: number;
  @Field(() => Int, { description: 'Of those, values cleared.' }) clearedCount!: number;
}
