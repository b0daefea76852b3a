import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode, Role, SubscriptionStatus } from '@fieldnote/core';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { EntitlementsService } from './entitlements.service';
import { PlanGate } from './plan-gate.service';
import { StripeBillingRepository } from './stripe-billing.repository';

/**
 * Paid seats at the point of invitation (spec 001 §6): managers and contributors take a paid seat,
 * viewers are counted apart. Inviting one more paid member than the seats bought (or the plan's
 * maximum before any subscription) is refused with the way to buy more; so is an identity
 * provider's SCIM request that would give one (seatsIfFull). Only managers invite
 * (only-admins-invite-users and only-admins-invite-paid-seats): the invite call requires the role.
 */
@Injectable()
export class SeatGate {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly repository: StripeBillingRepository,
    private readonly plans: PlanGate,
  ) {}

  async admitInvite(workspace: WorkspaceRef, role: Role): Promise<void> {
    if (this.entitlements.selfHosted) return;
    if (role === Role.VIEWER) {
      // Viewers are counted apart, against the plan's free viewers (none on the free plans).
      const { viewers } = await this.repository.seatsInUse(workspace, { invites: true });
      return this.plans.admitOneMore(workspace.id, 'maxFreeViewers', viewers);
    }
    const refused = await this.paidSeatRefusal(workspace, role);
    if (!refused) return;
    const { seats, answer } = refused;
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `All ${seats} paid seats are in use (managers, contributors and their pending invites). Buy more seats on the billing page, or invite this person as a viewer.`,
      {
        planLimit: 'maxQuantity',
        maximum: seats,
        plan: answer.plan.reference,
        planName: answer.plan.name,
        upgradePlan: null,
        upgradePlanName: null,
        buySeats: true,
      },
    );
  }

  /**
   * The paid seats, when one more active member with `role` does not fit them (SCIM provisioning and
   * reactivation, issue 32: members an identity provider brings count as invited ones do); null when
   * it fits, the role is a viewer's or billing is off.
   */
  async seatsIfFull(workspace: WorkspaceRef, role: Role): Promise<number | null> {
    return (await this.paidSeatRefusal(workspace, role))?.seats ?? null;
  }

  private async paidSeatRefusal(workspace: WorkspaceRef, role: Role) {
    if (this.entitlements.selfHosted || role === Role.VIEWER) return null;
    const answer = await this.entitlements.of(workspace.id);
    const state = await this.repository.stripeState(workspace.id);
    const subscribed =
      Boolean(state?.subscriptionId) && answer.subscriptionStatus !== SubscriptionStatus.CANCELED;
    const seats = subscribed ? state!.seats : answer.entitlements.maxQuantity;
    if (seats === null) return null;
    const { paid } = await this.repository.seatsInUse(workspace, { invites: true });
    if (paid + 1 <= seats) return null;
    return { seats, answer };
  }
}
