import { Injectable } from '@nestjs/common';
import {
  EntitlementsService,
  type InvoicePreview,
  PlanCatalogueService,
  StripeBillingService,
  type SubscriptionChoice,
} from '@fieldnote/control-plane';
import { ProductFamily, Role } from '@fieldnote/core';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { BillingRepository } from './billing.repository';
import type { BillingOverviewModel } from './dto/billing-overview.model';
import { PriceIntervalName } from './dto/subscription.inputs';

/**
 * /settings/billing and its pages (issue 33): the overview of the workspace's subscription and
 * seats, and the member's Stripe actions. Managers only, checked on each method's first line by the
 * resolver's WorkspaceAccess.require(Role.MANAGER); the rules of Stripe live in the control plane.
 */
@Injectable()
export class BillingSubscriptionService {
  /** The least role of every billing call. */
  static readonly MIN_ROLE = Role.MANAGER;

  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly catalogue: PlanCatalogueService,
    private readonly stripe: StripeBillingService,
    private readonly repository: BillingRepository,
  ) {}

  async overview(scope: WorkspaceScope): Promise<BillingOverviewModel> {
    const [current, seats, state] = await Promise.all([
      this.entitlements.of(scope.workspace.id),
      this.repository.seats(scope.em, scope.workspace.schemaName),
      this.stripe.state(scope.workspace),
    ]);
    const enabled = !current.selfHosted;
    const total = enabled ? (state?.seats ?? current.entitlements.maxQuantity) : null;
    const prices = enabled ? await this.stripe.pricesByPlan() : new Map<string, string[]>();
    const plans = enabled
      ? (await this.catalogue.catalogue())
          .offered()
          .filter((p) => p.productFamily !== ProductFamily.free && prices.has(p.reference))
          .map((p) => ({
            reference: p.reference,
            name: p.name,
            description: p.description,
            features: p.features,
            rank: p.rank,
            minimumSeats: Math.max(p.entitlements.minimumQuantity ?? 1, 1),
            maximumSeats: p.entitlements.maxQuantity ?? null,
            intervals: (prices.get(p.reference) ?? []) as PriceIntervalName[],
          }))
      : [];
    return {
      enabled,
      planReference: enabled ? current.plan.reference : null,
      planName: enabled ? current.plan.name : null,
      stripeSubscriptionStatus: enabled ? current.subscriptionStatus : null,
      hasSubscription: Boolean(state?.subscriptionId),
      interval: (state?.interval ?? null) as PriceIntervalName | null,
      totalSeatsAvailable: total ?? null,
      seatsAllocated: seats.paid,
      viewerCount: seats.viewers,
      freeViewerSeats: enabled ? current.entitlements.maxFreeViewers : null,
      utilizationPercentage: total ? Math.round((1000 * seats.paid) / total) / 10 : null,
      currentPeriodEnd: state?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: state?.cancelAtPeriodEnd ?? false,
      plans,
    };
  }

  async startCheckout(scope: WorkspaceScope, choice: SubscriptionChoice): Promise<string> {
    await this.requireSeatsForMembers(scope, choice.seats);
    return this.stripe.startCheckout(scope.workspace, await this.email(scope), choice);
  }

  async portal(scope: WorkspaceScope): Promise<string> {
    return this.stripe.portalUrl(scope.workspace, await this.email(scope));
  }

  async preview(scope: WorkspaceScope, choice: SubscriptionChoice): Promise<InvoicePreview> {
    await this.requireSeatsForMembers(scope, choice.seats);
    return this.stripe.preview(scope.workspace, choice);
  }

  async change(
    scope: WorkspaceScope,
    choice: SubscriptionChoice,
    prorationDate: number | null,
  ): Promise<void> {
    await this.requireSeatsForMembers(scope, choice.seats);
    await this.stripe.change(scope.workspace, choice, prorationDate);
  }

  async cancelAtPeriodEnd(scope: WorkspaceScope, cancel: boolean): Promise<void> {
    await this.stripe.cancelAtPeriodEnd(scope.workspace, cancel);
  }

  /** Fewer seats than the paid members in use would leave someone without one. */
  private async requireSeatsForMembers(scope: WorkspaceScope, seats: number): Promise<void> {
    const { paid } = await this.repository.seats(scope.em, scope.workspace.schemaName);
    await this.stripe.validateSeatsInUse(seats, paid);
  }

  private email(scope: WorkspaceScope): Promise<string | null> {
    return this.repository.memberEmail(scope.em, scope.workspace.schemaName, scope.accountId);
  }
}
