import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { AddOnOffer } from '@fieldnote/control-plane';
import { PriceIntervalName } from './subscription.inputs';

@ObjectType('BillingAddOn', {
  description:
    'An add-on of the catalogue (spec 001 §3: HIPAA, disable gen AI, channels, recruit…) with a price here, and whether the workspace holds it.',
})
export class BillingAddOnModel {
  @Field({ description: 'Its catalogue reference, e.g. "hipaa".' }) reference!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => [String]) features!: string[];
  @Field({ description: "The workspace's subscription holds it; its changes are in the entitlements." })
  held!: boolean;
  @Field(() => [PriceIntervalName], { description: 'The intervals it has a Stripe price for.' })
  intervals!: PriceIntervalName[];

  static from(o: AddOnOffer): BillingAddOnModel {
    return { ...o, intervals: o.intervals as PriceIntervalName[] };
  }
}

@InputType({ description: 'Buy (add true) or remove (add false) one add-on.' })
export class AddOnChoiceInput {
  @Field({ description: 'An add-on of the catalogue (its reference), e.g. "hipaa".' })
  @IsString()
  @MaxLength(60)
  addOnReference!: string;

  @Field({ description: 'True: buy it. False: remove it.' })
  @IsBoolean()
  add!: boolean;
}

@InputType({ description: "The add-on change of the billing update page, prorated from the preview's date." })
export class ChangeAddOnInput extends AddOnChoiceInput {
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
