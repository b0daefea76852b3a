import { Field, ObjectType } from '@nestjs/graphql';
import { TrialAccessState } from '@fieldnote/core';
import type { TrialAccess } from '@fieldnote/control-plane';
import './billing.enums';

@ObjectType('TrialPlan', { description: 'A trial plan of the catalogue a manager may start.' })
export class TrialPlanModel {
  @Field() reference!: string;
  @Field() name!: string;
  @Field() description!: string;
}

@ObjectType('TrialAccess', {
  description:
    "The workspace's trial as every member sees it (spec 001 §4): a member asks for one, a manager starts one.",
})
export class TrialAccessModel {
  @Field({ description: 'Billing is on; with billing off there is no trial to ask for.' })
  billingOn!: boolean;
  @Field(() => TrialAccessState) state!: TrialAccessState;
  @Field(() => Date, { nullable: true, description: 'When the request counting now was made (3 days).' })
  requestedAt!: Date | null;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field(() => [TrialPlanModel]) trialPlans!: TrialPlanModel[];

  static from(a: TrialAccess): TrialAccessModel {
    return Object.assign(new TrialAccessModel(), {
      billingOn: a.billingOn,
      state: a.state,
      requestedAt: a.requestedAt,
      endsAt: a.endsAt,
      trialPlans: a.trialPlans.map((p) =>
        Object.assign(new TrialPlanModel(), {
          reference: p.reference,
          name: p.name,
          description: p.description,
        }),
      ),
    });
  }
}
