import { z } from 'zod';
import { defineEvent } from './define-event';
import { BILLING_NOTICE_KINDS } from '../rules/billing/billing-notice';
import { text, uuid } from './event-fields';

/** Plans and subscriptions of workspaces (issue 33). */
export const BILLING_EVENTS = {
  planChanged: defineEvent({
    subject: 'billing.plan_changed',
    version: 1,
    description:
      "A workspace's plan changed: the operator chose another plan of the catalogue, a manager started a trial plan, or a new workspace got the configured default plan.",
    payload: {
      teamId: uuid,
      oldPlanReference: text.nullable().describe('null for a new workspace'),
      newPlanReference: text,
      planVersion: z.number().int().positive(),
      source: z.enum(['operator', 'workspace-created', 'manager']),
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
  noticeSent: defineEvent({
    subject: 'billing.notice_sent',
    version: 1,
    description:
      "A billing notice went to the workspace's managers, in-app and by e-mail: trial end, invoice due, payment failed or renewal (from a Stripe event), a trial e-mail (Started, Reminder, Expired), or a member's request for a trial.",
    payload: {
      teamId: uuid,
      kind: z.enum(BILLING_NOTICE_KINDS),
      source: text.describe(
        'the Stripe event id, trial:<type> for a trial e-mail, trial-request:<team>:<time> for a request',
      ),
      recipients: z.number().int().nonnegative(),
    },
  }),
  trialExtended: defineEvent({
    subject: 'billing.trial_extended',
    version: 1,
    description: "A workspace's trial was extended, once per source (spec 001 §3 trial extension sources).",
    payload: {
      teamId: uuid,
      source: z.enum(['Checklist', 'Invite users']),
      days: z.number().int().positive(),
      trialEndsAt: z.string().datetime(),
    },
  }),
  trialExpired: defineEvent({
    subject: 'billing.trial_expired',
    version: 1,
    description:
      "A workspace's trial ended: it moved to the free plan (freePlanAvailableAfterTrial) or became read-only.",
    payload: { teamId: uuid, outcome: z.enum(['free-plan', 'read-only']) },
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
  planCatalogueChanged: defineEvent({
    subject: 'billing.plan_catalogue_changed',
    version: 1,
    description:
      'The operator changed the plan catalogue (it belongs to no workspace: the event has none): published a new version of a plan or add-on, or set the Stripe price of a plan for an interval.',
    payload: {
      reference: text.describe('the plan or add-on of the catalogue'),
      version: z.number().int().positive().describe('its latest version after the change'),
      change: z.enum(['version-published', 'price-set']),
      interval: z
        .enum(['month', 'year'])
        .nullable()
        .describe('the price interval set; null for a new version'),
      stripePriceId: text.nullable().describe('the Stripe price id set; null for a new version'),
    },
  }),
  planVersionMoved: defineEvent({
    subject: 'billing.plan_version_moved',
    version: 1,
    description:
      'The operator moved a workspace from an older version of its plan (or of an add-on it holds) to the latest version of the catalogue: its entitlements follow the new version.',
    payload: {
      teamId: uuid,
      reference: text,
      productType: z.enum(['plan', 'add-on']),
      oldVersion: z.number().int().positive(),
      newVersion: z.number().int().positive(),
      source: z.enum(['operator']),
    },
  }),
} as const;
