import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';

/**
 * A billing notice's fields (spec 001 §3 notification payloads): invoice due (dueDate, daysOverdue,
 * amountDue, invoice name, number and pay URL, country, automaticTaxEnabled), payment failed (card
 * brand ≤ 125 and last4 ≤ 4 characters, amountDue, currency, paymentErrorCode), renewal (renewalDate,
 * card, amountDue) and trial end; a field a kind does not have is null.
 */
@ObjectType('BillingNotice')
export class BillingNoticeModel {
  @Field(() => GraphQLISODateTime, { nullable: true }) trialEndsAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) dueDate!: Date | null;
  @Field(() => Int, { nullable: true }) daysOverdue!: number | null;
  @Field(() => Int, { nullable: true, description: "In the currency's smallest unit (cents)." })
  amountDue!: number | null;
  @Field(() => String, { nullable: true }) currency!: string | null;
  @Field(() => String, { nullable: true }) invoiceName!: string | null;
  @Field(() => String, { nullable: true }) invoiceNumber!: string | null;
  @Field(() => String, { nullable: true, description: "Stripe's hosted invoice page, to pay it." })
  payUrl!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => Boolean, { nullable: true }) automaticTaxEnabled!: boolean | null;
  @Field(() => String, { nullable: true }) cardBrand!: string | null;
  @Field(() => String, { nullable: true }) cardLast4!: string | null;
  @Field(() => String, { nullable: true }) paymentErrorCode!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) renewalDate!: Date | null;
  @Field(() => String, { nullable: true }) card!: string | null;
}
