import { Field, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsEnum, IsOptional, IsString, ValidateNested } from 'class-validator';
import { SearchFilterGroupInput } from '../../search';
import { ProjectViewLayout, ViewObjectType } from './project-view.enums';

// Title length and the state's shape and size are checked by the service with the spec's messages.

const STATE_DESCRIPTION =
  'The view state as JSON text (spec 000 §3): sort, filter (the filter form), fieldFilters, group, columns, fieldVisibility, canvas, expandedCards, stagingArea, summary, peekMode. At most 200,000 characters.';

@InputType()
export class CreateProjectViewInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field({ description: 'At most 200 characters (spec 000 §9).' }) @IsString() title!: string;
  @Field(() => ProjectViewLayout) @IsEnum(ProjectViewLayout) layout!: ProjectViewLayout;
  @Field(() => ViewObjectType) @IsEnum(ViewObjectType) objectType!: ViewObjectType;
  @Field(() => String, { nullable: true, description: STATE_DESCRIPTION })
  @IsOptional()
  @IsString()
  state?: string | null;
}

/** Fields left out stay as they are. */
@InputType()
export class UpdateProjectViewInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string | null;
  @Field(() => ProjectViewLayout, { nullable: true })
  @IsOptional()
  @IsEnum(ProjectViewLayout)
  layout?: ProjectViewLayout | null;
  @Field(() => String, { nullable: true, description: `${STATE_DESCRIPTION} Replaces the whole state.` })
  @IsOptional()
  @IsString()
  state?: string | null;
  @Field(() => SearchFilterGroupInput, {
    nullable: true,
    description:
      "The state's filter form compiled as the search page compiles it; the view's items are filtered by it. Send it with the form it came from.",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SearchFilterGroupInput)
  filter?: SearchFilterGroupInput | null;
  @Field(() => Boolean, { nullable: true, description: 'True removes the compiled filter.' })
  @IsOptional()
  @IsBoolean()
  clearFilter?: boolean | null;
}

@InputType()
export class ReorderProjectViewInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => ID, { nullable: true, description: 'The view it goes right after; null for the first place.' })
  @IsOptional()
  @IsString()
  afterId?: string | null;
}

@InputType({ description: 'A card dropped on a board (or a row moved in a list).' })
export class MoveViewItemInput {
  @Field(() => ID) @IsString() viewId!: string;
  @Field(() => ID, { description: 'The note, highlight or insight moved.' }) @IsString() objectId!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The target column's key (an option id, a member id, PUBLISHED or DRAFT, a tag id); null for the uncategorised column or a board without groups.",
  })
  @IsOptional()
  @IsString()
  columnKey?: string | null;
  @Field(() => ID, { nullable: true, description: 'The card it goes right after; null for the top.' })
  @IsOptional()
  @IsString()
  afterObjectId?: string | null;
}

@InputType()
export class SaveCanvasObjectsInput {
  @Field(() => ID) @IsString() viewId!: string;
  @Field({
    description:
      'The canvas objects as a JSON array (spec 000 §3: RECTANGLE, TEXT, GROUP and REFERENCE objects); replaces those saved.',
  })
  @IsString()
  objects!: string;
}
