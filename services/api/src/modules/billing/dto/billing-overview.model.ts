import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { SubscriptionStatus } from '@fieldnote/core';
import { PriceIntervalName } from './subscription.inputs';

@ObjectType('BillablePlan', { description: 'A paid plan offered, with the intervals it has a price for.' })
export class BillablePlanModel {
  @Field() reference!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => [String]) features!: string[];
  @Field(() => Int) rank!: number;
  @Field(() => Int) minimumSeats!: number;
  @Field(() => Int, { nullable: true, description: 'Null: no maximum.' }) maximumSeats!: number | null;
  @Field(() => [PriceIntervalName]) intervals!: PriceIntervalName[];
}

@ObjectType('BillingOverview', {
  description:
    "The workspace's billing (managers only; spec 001 §3 team fields): plan, Stripe subscription status, seats and renewal.",
})
export class BillingOverviewModel {
  @Field({ description: 'False: no STRIPE_SECRET_KEY on this installation; nothing else is filled.' })
  enabled!: boolean;
  @Field(() => String, { nullable: true }) planReference!: string | null;
  @Field(() => String, { nullable: true }) planName!: string | null;
  @Field(() => SubscriptionStatus, { nullable: true, description: 'stripeSubscriptionStatus.' })
  stripeSubscriptionStatus!: SubscriptionStatus | null;
  @Field({ description: 'The workspace has a Stripe subscription (possibly canceled).' })
  hasSubscription!: boolean;
  @Field(() => PriceIntervalName, { nullable: true }) interval!: PriceIntervalName | null;
  @Field(() => Int, { nullable: true, description: 'Paid seats bought; null: the plan has no seat limit.' })
  totalSeatsAvailable!: number | null;
  @Field(() => Int, { description: 'Paid seats in use: managers and contributors.' }) seatsAllocated!: number;
  @Field(() => Int, { description: 'Viewers, counted apart from paid seats.' }) viewerCount!: number;
  @Field(() => Int, { nullable: true, description: 'Free viewer seats of the plan; null: unlimited.' })
  freeViewerSeats!: number | null;
  @Field(() => Float, { nullable: true, description: 'seatsAllocated of totalSeatsAvailable, in percent.' })
  utilizationPercentage!: number | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When the paid period ends: the renewal, or the end when canceling.',
  })
  currentPeriodEnd!: Date | null;
  @Field() cancelAtPeriodEnd!: boolean;
  @Field(() => [BillablePlanModel], {
    description: 'Paid plans with a price on this installation, smallest first.',
  })
  plans!: BillablePlanModel[];
}

@ObjectType('BillingRedirect', {
  description: 'A Stripe page to send the browser to (Checkout, Customer Portal).',
})
export class BillingRedirectModel {
  @Field() url!: string;
}
