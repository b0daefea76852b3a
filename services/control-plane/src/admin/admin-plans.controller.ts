import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, isUuid } from '@fieldnote/core';
import {
  type CatalogueChange,
  type CataloguePlan,
  EntitlementsService,
  PlanCatalogueService,
  type PlanEdit,
  PlanChangesService,
  StripeBillingService,
  type WorkspacePlan,
} from '../billing';
import { operatorNameOf } from '../http/operator-name';
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

/** The operator's edit of a POST body, or a message saying what is wrong with it. */
function planEditOf(body: unknown): PlanEdit | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The request body must be a JSON object.';
  const { name, description, isLegacy, entitlements, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) return `Unknown field ${unknown[0]}: give name, description, isLegacy or entitlements.`;
  const edit: PlanEdit = {};
  if (name !== undefined) {
    if (typeof name !== 'string' || !name.trim() || name.trim().length > 100)
      return 'name must be text of 1 to 100 characters.';
    edit.name = name.trim();
  }
  if (description !== undefined) {
    if (typeof description !== 'string' || description.length > 1000)
      return 'description must be text of at most 1000 characters.';
    edit.description = description.trim();
  }
  if (isLegacy !== undefined) {
    if (typeof isLegacy !== 'boolean') return 'isLegacy must be true or false.';
    edit.isLegacy = isLegacy;
  }
  if (entitlements !== undefined) {
    if (typeof entitlements !== 'object' || entitlements === null || Array.isArray(entitlements))
      return 'entitlements must be an object of flags (true or false) and maxima (a whole number, or null for unlimited).';
    edit.entitlements = entitlements as PlanEdit['entitlements'];
  }
  if (Object.keys(edit).length === 0)
    return 'Give at least one of name, description, isLegacy or entitlements.';
  return edit;
}

/** A catalogue entry with how many workspaces hold each of its versions (the console's "keep or move"). */
interface AdminPlanVersionHolders {
  reference: string;
  latestVersion: number;
  holders: { version: number; workspaces: number }[];
}

/** The catalogue as the operator console lists it, and whether billing is on. */
interface AdminPlanCatalogue {
  selfHosted: boolean;
  plans: CataloguePlan[];
}

/**
 * Operator REST calls of billing behind the admin console: the plan catalogue and its versions
 * (editing makes a new one; moving workspaces to it), a workspace's plan and changing it. Operator token only; errors answer with the REST error body.
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
    @Req() request: FastifyRequest,
  ): Promise<{ prices: Record<string, string[]> }> {
    const prices = pricesOf(body);
    if (!prices)
      throw AppError.badInput(
        'The request body must be a JSON object with "month" and/or "year": Stripe price ids (price_…).',
        {
          field: 'prices',
        },
      );
    const actor = operatorNameOf(request);
    for (const [interval, id] of prices) await this.stripe.setPrice(reference, interval, id, actor);
    return { prices: Object.fromEntries(await this.stripe.pricesByPlan()) };
  }

  /**
   * A new version of a plan or add-on (`{ name?, description?, isLegacy?, entitlements? }`, over the
   * latest version): workspaces keep the version they hold until moved; new ones take this one.
   */
  @Post('plans/:reference/versions')
  async newVersion(
    @Param('reference') reference: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<CataloguePlan> {
    const edit = planEditOf(body);
    if (typeof edit === 'string') throw AppError.badInput(edit, { field: 'body' });
    return this.catalogue.newVersion(reference, edit, operatorNameOf(request));
  }

  /** Which versions of a plan or add-on workspaces hold. */
  @Get('plans/:reference/holders')
  async holders(@Param('reference') reference: string): Promise<AdminPlanVersionHolders> {
    const latest = (await this.catalogue.catalogue()).latest(reference);
    if (!latest) throw AppError.notFound('Plan');
    const held = await this.catalogue.holdersByVersion(reference);
    return {
      reference,
      latestVersion: latest.version,
      holders: [...held].sort(([a], [b]) => a - b).map(([version, workspaces]) => ({ version, workspaces })),
    };
  }

  /**
   * Moves every workspace on an older version of the plan or add-on to its latest version: each one's
   * audit log and the outbox say so, and the catalogue's log records the move.
   */
  @Post('plans/:reference/migrate')
  @HttpCode(200)
  async migrate(
    @Param('reference') reference: string,
    @Req() request: FastifyRequest,
  ): Promise<{ moved: number; version: number }> {
    const { moved, version } = await this.changes.moveToLatest(reference, operatorNameOf(request));
    return { moved: moved.length, version };
  }

  /** The catalogue's log of a plan or add-on: the operator's versions, prices and moves, newest first (100 at most). */
  @Get('plans/:reference/changes')
  async changesOf(@Param('reference') reference: string): Promise<{ changes: CatalogueChange[] }> {
    if (!(await this.catalogue.catalogue()).latest(reference)) throw AppError.notFound('Plan');
    return { changes: await this.catalogue.changes(reference) };
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
