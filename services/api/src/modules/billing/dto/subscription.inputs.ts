import { Field, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** A price's billing interval (spec 001 §2 `priceInterval`). */
export enum PriceIntervalName {
  month = 'month',
  year = 'year',
}
registerEnumType(PriceIntervalName, { name: 'PriceInterval', description: 'Billed monthly or yearly.' });

/** The most seats one request may name; a plan's own maximum (spec 001 §5) is checked by the service. */
export const MAX_SEATS_INPUT = 10_000;

@InputType({ description: 'A paid plan, its billing interval and the number of paid seats.' })
export class SubscriptionChoiceInput {
  @Field({ description: 'A plan of the catalogue (its reference), e.g. "team".' })
  @IsString()
  @MaxLength(60)
  planReference!: string;

  @Field(() => PriceIntervalName) @IsEnum(PriceIntervalName) interval!: PriceIntervalName;

  @Field(() => Int, { description: "Paid seats, within the plan's minimum and maximum (spec 001 §5)." })
  @IsInt()
  @Min(1)
  @Max(MAX_SEATS_INPUT)
  seats!: number;
}

@InputType({ description: 'The change of the billing update page, prorated from the preview shown.' })
export class ChangeSubscriptionInput extends SubscriptionChoiceInput {
  @Field(() => Int, {
    nullable: true,
    description: "The preview's prorationDate (Unix seconds), so the charge is the one shown.",
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(4_102_444_800)
  prorationDate?: number | null;
}

@InputType()
export class CancelAtPeriodEndInput {
  @Field({ description: 'True: the subscription ends with the paid period. False: it renews again.' })
  @IsBoolean()
  cancel!: boolean;
}
