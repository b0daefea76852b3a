import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AddOnBillingService, type InvoiceQuote } from '@fieldnote/control-plane';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { AddOnChoiceInput, BillingAddOnModel, ChangeAddOnInput } from './dto/add-on.models';
import { InvoicePreviewModel } from './dto/invoice-preview.model';

/** The least role of every add-on call: billing is the managers'. */
const MIN_ROLE = Role.MANAGER;

/** The invoice quote in the preview's terms (the billing update page shows both the same way). */
function previewOf(q: InvoiceQuote): InvoicePreviewModel {
  return InvoicePreviewModel.from({
    currency: q.currency,
    total: q.total,
    amountDue: q.amountDue,
    prorationDate: q.prorationDate,
    lines: q.lines.map((l) => ({
      description: l.description,
      amount: l.amount,
      proration: l.prorated,
      quantity: l.quantity,
      periodStart: l.periodStart,
      periodEnd: l.periodEnd,
    })),
  });
}

/**
 * Add-ons on /settings/billing/update (issue 33): listed for managers (API tokens may read), bought
 * and removed by a signed-in manager after an invoice preview. The rules and Stripe calls live in
 * the control plane's AddOnBillingService.
 */
@Resolver(() => BillingAddOnModel)
export class BillingAddOnsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly addOns: AddOnBillingService,
  ) {}

  @Query(() => [BillingAddOnModel], {
    description: 'Managers only. The add-ons with a price on this installation; empty with billing off.',
  })
  async billingAddOns(@Context() ctx: GqlContext): Promise<BillingAddOnModel[]> {
    const scope = await this.access.require(ctx.req, MIN_ROLE);
    return (await this.addOns.offers(scope.workspace)).map(BillingAddOnModel.from);
  }

  @Query(() => InvoicePreviewModel, {
    description: 'Managers only. The invoice buying or removing an add-on would produce (a dry run).',
  })
  async previewAddOnChange(
    @Context() ctx: GqlContext,
    @InputArgs('input') input: AddOnChoiceInput,
  ): Promise<InvoicePreviewModel> {
    const scope = await this.access.requireSession(ctx.req, MIN_ROLE);
    return previewOf(await this.addOns.preview(scope.workspace, input));
  }

  @Mutation(() => [BillingAddOnModel], {
    description:
      "Managers only. Buys or removes an add-on as an item of the workspace's subscription; Stripe prorates it.",
  })
  async changeAddOn(
    @Context() ctx: GqlContext,
    @InputArgs('input') input: ChangeAddOnInput,
  ): Promise<BillingAddOnModel[]> {
    const scope = await this.access.requireSession(ctx.req, MIN_ROLE);
    await this.addOns.change(scope.workspace, input, input.prorationDate ?? null);
    return (await this.addOns.offers(scope.workspace)).map(BillingAddOnModel.from);
  }
}
