import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  ENTITLEMENT_MAXIMA,
  type EntitlementMaximum,
  SubscriptionStatus,
  TrialAccessState,
} from '@fieldnote/core';
import type { PlansPageView } from '../billing.service';
import { EntitlementMaximumName } from './billing.enums';
import { PlanModel } from './plan.model';

@ObjectType('PlanUsage', { description: 'One maximum of the workspace plan and how much of it is used.' })
export class PlanUsageModel {
  @Field(() => EntitlementMaximumName) name!: EntitlementMaximum;
  @Field(() => Int, { nullable: true, description: 'Null: unlimited.' }) maximum!: number | null;
  @Field(() => Int, { nullable: true, description: 'Null: not counted by the plans page.' }) used!:
    number | null;
}

@ObjectType('WorkspacePlan', {
  description:
    "The workspace's plan (managers only): its entitlements, how much of each maximum is used, and with billing on the plans it may move to.",
})
export class WorkspacePlanModel {
  @Field({ description: 'Billing is off on this installation: the unlimited self-hosted plan.' })
  selfHosted!: boolean;
  @Field(() => PlanModel, { description: 'The plan held, with the entitlements in force.' }) plan!: PlanModel;
  @Field(() => [PlanUsageModel]) usage!: PlanUsageModel[];
  @Field(() => Int) minimumQuantity!: number;
  @Field(() => [Int]) allowableSeatQuantity!: number[];
  @Field(() => Int, { nullable: true }) includedPeople!: number | null;
  @Field(() => SubscriptionStatus, { nullable: true }) subscriptionStatus!: SubscriptionStatus | null;
  @Field() freePlanAvailableAfterTrial!: boolean;
  @Field(() => TrialAccessState) trialState!: TrialAccessState;
  @Field(() => Date, { nullable: true }) trialEndsAt!: Date | null;
  @Field({ description: 'A trial ended with no free plan after it: nothing limited may be added.' })
  readOnly!: boolean;
  @Field(() => [PlanModel], { description: 'Plans offered today, smallest first; empty with billing off.' })
  offeredPlans!: PlanModel[];

  static from(view: PlansPageView): WorkspacePlanModel {
    const { current, usage, offered } = view;
    const e = current.entitlements;
    return Object.assign(new WorkspacePlanModel(), {
      selfHosted: current.selfHosted,
      plan: PlanModel.from(current.plan, e),
      usage: ENTITLEMENT_MAXIMA.map((name) =>
        Object.assign(new PlanUsageModel(), {
          name,
          maximum: e[name],
          used: name in usage ? usage[name as keyof typeof usage] : null,
        }),
      ),
      minimumQuantity: e.minimumQuantity,
      allowableSeatQuantity: e.allowableSeatQuantity,
      includedPeople: e.includedPeople,
      subscriptionStatus: current.subscriptionStatus,
      freePlanAvailableAfterTrial: current.freePlanAvailableAfterTrial,
      trialState: current.trial.state,
      trialEndsAt: current.trial.endsAt,
      readOnly: current.readOnly,
      offeredPlans: offered.map((p) => PlanModel.fromCatalogue(p)),
    });
  }
}
