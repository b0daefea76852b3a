import { Injectable } from '@nestjs/common';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { AddOnBillingService, type AddOnOffer } from './add-on-billing.service';
import { EntitlementsService } from './entitlements.service';
import { StripeBillingRepository } from './stripe-billing.repository';
import type { StripeState } from './stripe-state';
import type { WorkspacePlan } from './workspace-plan';

/** A workspace's whole billing, as the operator sees it (spec 001 §3 team fields). */
export interface WorkspaceBilling {
  plan: WorkspacePlan;
  /** The Stripe customer and subscription as last read; null with billing off or no billing row. */
  stripe: StripeState | null;
  seats: {
    /** Paid seats bought (or the plan's maximum before a subscription); null: no limit. */
    totalSeatsAvailable: number | null;
    /** Managers and contributors. */
    seatsAllocated: number;
    viewerCount: number;
    utilizationPercentage: number | null;
  };
  /** Add-ons with a price on this installation, and those held. */
  addOns: AddOnOffer[];
}

/** Reads a workspace's plan, subscription, seats and add-ons together for the operator console. */
@Injectable()
export class WorkspaceBillingService {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly repository: StripeBillingRepository,
    private readonly addOns: AddOnBillingService,
  ) {}

  async of(workspace: WorkspaceRef): Promise<WorkspaceBilling> {
    const [plan, inUse, addOns] = await Promise.all([
      this.entitlements.of(workspace.id),
      this.repository.seatsInUse(workspace, { invites: false }),
      this.addOns.offers(workspace),
    ]);
    const stripe = plan.selfHosted ? null : await this.repository.stripeState(workspace.id);
    const total = plan.selfHosted ? null : (stripe?.seats ?? plan.entitlements.maxQuantity);
    return {
      plan,
      stripe,
      seats: {
        totalSeatsAvailable: total,
        seatsAllocated: inUse.paid,
        viewerCount: inUse.viewers,
        utilizationPercentage: total ? Math.round((1000 * inUse.paid) / total) / 10 : null,
      },
      addOns,
    };
  }
}
