import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EXTENSION_TYPES } from '@fieldnote/core';

/** Spec 001 §3 workspace extensionType. */
export const ExtensionType = Object.fromEntries(EXTENSION_TYPES.map((v) => [v, v])) as {
  [K in (typeof EXTENSION_TYPES)[number]]: K;
};
registerEnumType(ExtensionType, { name: 'ExtensionType' });

@ObjectType('ExtensionItem')
export class ExtensionItemModel {
  @Field({ description: "A tag's title or a field's label." }) title!: string;
  @Field(() => String, { nullable: true, description: "A tag's colour or a field's type." }) detail!:
    string | null;
}

/** A bundled extension, and whether it is installed where it was asked about. */
@ObjectType('Extension')
export class ExtensionModel {
  @Field() key!: string;
  @Field(() => ExtensionType) type!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field(() => [ExtensionItemModel]) items!: ExtensionItemModel[];
  @Field(() => ID, { nullable: true, description: 'The installation here; null: not installed.' })
  installationId!: string | null;
  @Field(() => Date, { nullable: true }) installedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Who installed it (name or address).' })
  installedByName!: string | null;
}

@InputType()
export class InstallExtensionInput {
  @Field() @IsString() @MaxLength(64) key!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'Into this project; left out, into the workspace (managers).',
  })
  @IsOptional()
  @IsString()
  projectId?: string | null;
}
