import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  ENTITLEMENT_FLAGS,
  ENTITLEMENT_MAXIMA,
  type EntitlementFlag,
  type EntitlementMaximum,
  type Entitlements,
  ProductFamily,
  ProductType,
  entitlementsSchema,
} from '@fieldnote/core';
import type { CataloguePlan, PlanSummary } from '@fieldnote/control-plane';
import { EntitlementFlagName, EntitlementMaximumName } from './billing.enums';

@ObjectType('EntitlementFlagValue', {
  description: 'One boolean flag of an entitlement record and its value.',
})
export class EntitlementFlagValueModel {
  @Field(() => EntitlementFlagName) name!: EntitlementFlag;
  @Field() enabled!: boolean;
}

@ObjectType('PlanMaximum', { description: 'One maximum of an entitlement record; null is unlimited.' })
export class PlanMaximumModel {
  @Field(() => EntitlementMaximumName) name!: EntitlementMaximum;
  @Field(() => Int, { nullable: true }) maximum!: number | null;
}

/** Every flag of a record, in the spec's order. */
export function flagValues(e: Entitlements): EntitlementFlagValueModel[] {
  return ENTITLEMENT_FLAGS.map((name) =>
    Object.assign(new EntitlementFlagValueModel(), { name, enabled: e[name] }),
  );
}

/** Every maximum of a record, in the spec's order. */
export function maximumValues(e: Entitlements): PlanMaximumModel[] {
  return ENTITLEMENT_MAXIMA.map((name) => Object.assign(new PlanMaximumModel(), { name, maximum: e[name] }));
}

@ObjectType('Plan', { description: 'An entry of the plan catalogue (spec 001 §3) with its entitlements.' })
export class PlanModel {
  @Field() reference!: string;
  @Field(() => Int) version!: number;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => [String]) features!: string[];
  @Field() isLegacy!: boolean;
  @Field(() => ProductFamily) productFamily!: ProductFamily;
  @Field(() => ProductType) productType!: ProductType;
  @Field(() => String, { nullable: true }) baseReference!: string | null;
  @Field() isTrial!: boolean;
  @Field(() => [EntitlementFlagValueModel]) flags!: EntitlementFlagValueModel[];
  @Field(() => [PlanMaximumModel]) maxima!: PlanMaximumModel[];

  /** An explicit copy: the summary's fields and the given entitlements. */
  static from(plan: PlanSummary, entitlements: Entitlements): PlanModel {
    return Object.assign(new PlanModel(), {
      reference: plan.reference,
      version: plan.version,
      name: plan.name,
      description: plan.description,
      features: plan.features,
      isLegacy: plan.isLegacy,
      productFamily: plan.productFamily,
      productType: plan.productType,
      baseReference: plan.baseReference,
      isTrial: plan.isTrial,
      flags: flagValues(entitlements),
      maxima: maximumValues(entitlements),
    });
  }

  /** A catalogue plan, its stored entitlements parsed with the record's schema. */
  static fromCatalogue(plan: CataloguePlan): PlanModel {
    return PlanModel.from(plan, entitlementsSchema.parse(plan.entitlements));
  }
}
