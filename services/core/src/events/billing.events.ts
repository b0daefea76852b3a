import { z } from 'zod';
import { defineEvent } from './define-event';
import { text, uuid } from './event-fields';

/** Plans and subscriptions of workspaces (issue 33). */
export const BILLING_EVENTS = {
  planChanged: defineEvent({
    subject: 'billing.plan_changed',
    version: 1,
    description:
      "A workspace's plan changed: the operator chose another plan of the catalogue, or a new workspace got the configured default plan.",
    payload: {
      teamId: uuid,
      oldPlanReference: text.nullable().describe('null for a new workspace'),
      newPlanReference: text,
      planVersion: z.number().int().positive(),
      source: z.enum(['operator', 'workspace-created']),
    },
  }),
  subscriptionChanged: defineEvent({
    subject: 'billing.subscription_changed',
    version: 1,
    description:
      "A workspace's Stripe subscription changed (read again from Stripe after a webhook or the daily reconciliation): plan, status, seats, interval or cancellation at the period's end.",
    payload: {
      teamId: uuid,
      subscriptionId: text,
      planReference: text,
      status: z.enum(['ACTIVE', 'CANCELED', 'PAST_DUE', 'TRIALING', 'UNPAID']),
      seats: z.number().int().nonnegative().nullable(),
      interval: z.enum(['month', 'year']).nullable(),
      cancelAtPeriodEnd: z.boolean(),
      source: z.enum(['webhook', 'reconciliation', 'member']),
    },
  }),
  addOnsChanged: defineEvent({
    subject: 'billing.add_ons_changed',
    version: 1,
    description:
      "The add-ons of a workspace's Stripe subscription changed (read again from Stripe after a member's change, a webhook or the daily reconciliation); the entitlements follow them.",
    payload: {
      teamId: uuid,
      subscriptionId: text,
      addOns: z.array(text).describe('every add-on the subscription holds now, by catalogue reference'),
      added: z.array(text),
      removed: z.array(text),
      source: z.enum(['webhook', 'reconciliation', 'member']),
    },
  }),
} as const;
