import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { BillingSubscriptionService } from './billing-subscription.service';
import { BillingOverviewModel, BillingRedirectModel } from './dto/billing-overview.model';
import { InvoicePreviewModel } from './dto/invoice-preview.model';
import {
  CancelAtPeriodEndInput,
  ChangeSubscriptionInput,
  SubscriptionChoiceInput,
} from './dto/subscription.inputs';

const MIN_ROLE = BillingSubscriptionService.MIN_ROLE;

/** /settings/billing and its pages: managers only; the Stripe actions need a signed-in person. */
@Resolver(() => BillingOverviewModel)
export class BillingSubscriptionResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: BillingSubscriptionService,
  ) {}

  @Query(() => BillingOverviewModel, {
    description:
      "Managers only. The workspace's subscription, seats and renewal; `enabled` false with billing off.",
  })
  async billing(@Context() ctx: GqlContext): Promise<BillingOverviewModel> {
    return this.service.overview(await this.access.require(ctx.req, MIN_ROLE));
  }

  @Query(() => InvoicePreviewModel, {
    description: 'Managers only. The invoice a change of plan, interval or seats would produce (a dry run).',
  })
  async previewSubscriptionChange(
    @Context() ctx: GqlContext,
    @InputArgs('input') input: SubscriptionChoiceInput,
  ): Promise<InvoicePreviewModel> {
    const scope = await this.access.requireSession(ctx.req, MIN_ROLE);
    return InvoicePreviewModel.from(await this.service.preview(scope, input));
  }

  @Mutation(() => BillingRedirectModel, {
    description: 'Managers only. Stripe Checkout for a new subscription; send the browser to `url`.',
  })
  async startCheckout(
    @Context() ctx: GqlContext,
    @InputArgs('input') input: SubscriptionChoiceInput,
  ): Promise<BillingRedirectModel> {
    const scope = await this.access.requireSession(ctx.req, MIN_ROLE);
    return { url: await this.service.startCheckout(scope, input) };
  }

  @Mutation(() => BillingRedirectModel, {
    description:
      "Managers only. Stripe's Customer Portal (payment methods, invoices); send the browser to `url`.",
  })
  async openBillingPortal(@Context() ctx: GqlContext): Promise<BillingRedirectModel> {
    const scope = await this.access.requireSession(ctx.req, MIN_ROLE);
    return { url: await this.service.portal(scope) };
  }

  @Mutation(() => BillingOverviewModel, {
    description: 'Managers only. Changes plan, interval and seats; Stripe prorates the difference.',
  })
  async changeSubscription(
    @Context() ctx: GqlContext,
    @InputArgs('input') input: ChangeSubscriptionInput,
  ): Promise<BillingOverviewModel> {
    const scope = await this.access.requireSession(ctx.req, MIN_ROLE);
    await this.service.change(scope, input, input.prorationDate ?? null);
    return this.service.overview(scope);
  }

  @Mutation(() => BillingOverviewModel, {
    description: 'Managers only. Cancels the subscription at the end of the paid period, or takes that back.',
  })
  async setCancelAtPeriodEnd(
    @Context() ctx: GqlContext,
    @InputArgs('input') input: CancelAtPeriodEndInput,
  ): Promise<BillingOverviewModel> {
    const scope = await this.access.requireSession(ctx.req, MIN_ROLE);
    await this.service.cancelAtPeriodEnd(scope, input.cancel);
    return this.service.overview(scope);
  }
}
