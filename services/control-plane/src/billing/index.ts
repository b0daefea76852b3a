// The billing module's public surface: the only file the rest of the control plane and the API import.
export { BillingModule } from './billing.module';
export { EntitlementsService } from './entitlements.service';
export { PlanGate } from './plan-gate.service';
export { PlanChangesService } from './plan-changes.service';
export { PlanCatalogueService, type Catalogue } from './plan-catalogue.service';
export { StripeBillingService, type InvoicePreview, type SubscriptionChoice } from './stripe-billing.service';
export { SubscriptionSyncService } from './subscription-sync.service';
export { SeatGate } from './seat-gate.service';
export { SubscriptionReconciler, type ReconciliationReport } from './subscription-reconciler.service';
export { STRIPE_WEBHOOK_PATH } from './stripe-webhook.route';
export type { CataloguePlan } from './catalogue-plan';
export type { PlanSummary, WorkspacePlan } from './workspace-plan';
export type { PlanRefusalDetails } from './billing.errors';
export type { PriceInterval, StripeState } from './stripe-state';
export { AddOnBillingService, type AddOnChoice, type AddOnOffer } from './add-on-billing.service';
export { OperatorQuotesService, type OperatorQuote, type QuoteRequest } from './operator-quotes.service';
export type { InvoiceQuote, InvoicePreviewLine } from './invoice-preview';
export { WorkspaceBillingService, type WorkspaceBilling } from './workspace-billing.service';
