import { Field, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsEnum, IsOptional, IsString, ValidateNested } from 'class-validator';
import { SearchInput } from '../../search';
import { ChartType } from './chart-type.enum';
import { OptionalNested } from '../../../graphql/optional-nested.decorator';

// Lengths, and the search request's rules, are checked by the services with the spec's messages.

@InputType()
export class CreateDashboardInput {
  @Field({ description: "At most 300 characters (spec 000 §9); empty: 'Untitled dashboard'." })
  @IsString()
  title!: string;
}

@InputType()
export class UpdateDashboardInput {
  @Field(() => ID) @IsString() id!: string;
  @Field({ description: "At most 300 characters (spec 000 §9); empty: 'Untitled dashboard'." })
  @IsString()
  title!: string;
}

@InputType()
export class CreateChartInput {
  @Field(() => ID) @IsString() dashboardId!: string;
  @Field({ description: "At most 300 characters (spec 000 §9); empty: 'Untitled chart'." })
  @IsString()
  title!: string;
  @Field(() => ChartType) @IsEnum(ChartType) type!: ChartType;
  @Field(() => SearchInput, {
    description:
      'What the chart counts: a search request with exactly one aggregation, checked like a search.',
  })
  @ValidateNested()
  @Type(() => SearchInput)
  search!: SearchInput;
  @Field(() => String, {
    nullable: true,
    description:
      'The filter form search.filter was compiled from (JSON of an object, at most 20,000 characters), kept for the chart editor.',
  })
  @IsOptional()
  @IsString()
  filterForm?: string | null;
}

/** Fields left out stay as they are; the type and search are checked together. */
@InputType()
export class UpdateChartInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string | null;
  @Field(() => ChartType, { nullable: true }) @IsOptional() @IsEnum(ChartType) type?: ChartType | null;
  @OptionalNested(() => SearchInput)
  search?: SearchInput | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The filter form search.filter was compiled from (JSON of an object, at most 20,000 characters), kept for the chart editor.',
  })
  @IsOptional()
  @IsString()
  filterForm?: string | null;
}

@InputType()
export class MoveChartInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The chart it goes right after; null for the first place.',
  })
  @IsOptional()
  @IsString()
  afterId?: string | null;
}
