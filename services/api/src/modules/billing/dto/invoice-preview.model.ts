import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { InvoicePreview } from '@fieldnote/control-plane';

@ObjectType('InvoicePreviewLine')
export class InvoicePreviewLineModel {
  @Field() description!: string;
  @Field(() => Int, { description: 'In the smallest unit of the currency (cents); negative: a credit.' })
  amount!: number;
  @Field({ description: 'A prorated charge or credit for the rest of the current period.' })
  proration!: boolean;
  @Field(() => Int, { nullable: true }) quantity!: number | null;
  @Field(() => Date) periodStart!: Date;
  @Field(() => Date) periodEnd!: Date;
}

@ObjectType('InvoicePreview', {
  description: 'The invoice a change would produce (a dry run by Stripe; nothing changes), spec 001 §3.',
})
export class InvoicePreviewModel {
  @Field() currency!: string;
  @Field(() => Int) total!: number;
  @Field(() => Int) amountDue!: number;
  @Field(() => Int, { description: 'Pass it to changeSubscription so the charge is the one shown.' })
  prorationDate!: number;
  @Field(() => [InvoicePreviewLineModel]) lines!: InvoicePreviewLineModel[];

  static from(p: InvoicePreview): InvoicePreviewModel {
    return {
      currency: p.currency,
      total: p.total,
      amountDue: p.amountDue,
      prorationDate: p.prorationDate,
      lines: p.lines.map((l) => ({
        description: l.description,
        amount: l.amount,
        proration: l.proration,
        quantity: l.quantity,
        periodStart: new Date(l.periodStart * 1000),
        periodEnd: new Date(l.periodEnd * 1000),
      })),
    };
  }
}
