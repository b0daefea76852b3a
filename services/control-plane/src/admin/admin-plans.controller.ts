import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { AppError, isUuid } from '@fieldnote/core';
import {
  type CataloguePlan,
  EntitlementsService,
  PlanCatalogueService,
  PlanChangesService,
  StripeBillingService,
  type WorkspacePlan,
} from '../billing';
import { OperatorTokenGuard } from '../http/operator-token.guard';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';

/** The planReference of a PUT body, or null when the body is not `{ planReference: "<text>" }`. */
function planReferenceOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { planReference, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof planReference !== 'string') return null;
  const trimmed = planReference.trim();
  return trimmed.length >= 1 && trimmed.length <= 60 ? trimmed : null;
}

/** The `{ month?, year? }` Stripe price ids of a PUT body, or null when the body is not that. */
function pricesOf(body: unknown): ['month' | 'year', string][] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length === 0) return null;
  const out: ['month' | 'year', string][] = [];
  for (const [key, value] of entries) {
    if (
      (key !== 'month' && key !== 'year') ||
      typeof value !== 'string' ||
      !/^price_[A-Za-z0-9_]{1,200}$/.test(value)
    )
      return null;
    out.push([key, value]);
  }
  return out;
}

/** The catalogue as the operator console lists it, and whether billing is on. */
interface AdminPlanCatalogue {
  selfHosted: boolean;
  plans: CataloguePlan[];
}

/**
 * Operator REST calls of billing behind the admin console: the plan catalogue, a workspace's plan
 * and changing it. Operator token only; errors answer with the REST error body.
 */
@Controller('control')
@UseGuards(OperatorTokenGuard)
export class AdminPlansController {
  constructor(
    private readonly catalogue: PlanCatalogueService,
    private readonly entitlements: EntitlementsService,
    private readonly changes: PlanChangesService,
    private readonly directory: WorkspaceDirectory,
    private readonly stripe: StripeBillingService,
  ) {}

  /** A plan's Stripe prices: `{ "month": "price_…", "year": "price_…" }` (either or both). */
  @Put('plans/:reference/prices')
  async setPrices(
    @Param('reference') reference: string,
    @Body() body: unknown,
  ): Promise<{ prices: Record<string, string[]> }> {
    const prices = pricesOf(body);
    if (!prices)
      throw AppError.badInput(
        'The request body must be a JSON object with "month" and/or "year": Stripe price ids (price_…).',
        {
          field: 'prices',
        },
      );
    for (const [interval, id] of prices) await this.stripe.setPrice(reference, interval, id);
    return { prices: Object.fromEntries(await this.stripe.pricesByPlan()) };
  }

  @Get('plans')
  async plans(): Promise<AdminPlanCatalogue> {
    return { selfHosted: this.entitlements.selfHosted, plans: (await this.catalogue.catalogue()).entries() };
  }

  @Get('workspaces/:teamId/plan')
  async plan(@Param('teamId') teamId: string): Promise<WorkspacePlan> {
    return this.entitlements.of((await this.workspace(teamId)).id);
  }

  @Put('workspaces/:teamId/plan')
  async change(@Param('teamId') teamId: string, @Body() body: unknown): Promise<WorkspacePlan> {
    const planReference = planReferenceOf(body);
    if (planReference === null)
      throw AppError.badInput(
        'The request body must be a JSON object with planReference (a plan of the catalogue).',
        {
          field: 'planReference',
        },
      );
    return this.changes.change(await this.workspace(teamId), planReference);
  }

  private async workspace(teamId: string) {
    if (!isUuid(teamId)) throw AppError.badInput('teamId must be a UUID.', { field: 'teamId' });
    const workspace = await this.directory.byId(teamId);
    if (!workspace) throw AppError.notFound('Workspace');
    return workspace;
  }
}
