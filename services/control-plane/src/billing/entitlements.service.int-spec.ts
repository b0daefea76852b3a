import { randomUUID } from 'node:crypto';
import {
  ProductType,
  SubscriptionStatus,
  TrialAccessState,
  entitlementsSchema,
  loadConfig,
} from '@fieldnote/core';
import { type TestDatabases, openTestDatabases } from '../../../db/src/testing/test-platform';
import type { WorkspacePlanRecord } from './catalogue-plan';
import { EntitlementsService } from './entitlements.service';
import { PlanCatalogueRepository } from './plan-catalogue.repository';
import { PlanCatalogueService } from './plan-catalogue.service';

const DAY = 24 * 60 * 60 * 1000;

describe(EntitlementsService.name, () => {
  let db: TestDatabases;
  let repository: PlanCatalogueRepository;
  let sut: EntitlementsService;

  beforeAll(async () => {
    db = await openTestDatabases(4);
    repository = new PlanCatalogueRepository(db.databases);
    sut = service({ STRIPE_SECRET_KEY: 'sk_test_never_called', BILLING_DEFAULT_PLAN: 'free-jul-2025' });
  });
  afterAll(() => db.close());

  function service(env: Record<string, string>): EntitlementsService {
    return new EntitlementsService(new PlanCatalogueService(repository), repository, loadConfig(env));
  }

  /** A team row (as the operator's registry writes it) and, when given, its billing row. */
  async function buildTeam(declaredPlan: string, record?: Partial<WorkspacePlanRecord>): Promise<string> {
    const id = randomUUID();
    const short = id.slice(0, 8);
    await db.databases
      .control()
      .em.getConnection()
      .execute(
        `insert into control.teams (id, name, subdomain, region, schema_name, plan) values (?, ?, ?, 'US_B', ?, ?)`,
        [id, `Team ${short}`, `team-${short}`, `ws_${id.replace(/-/g, '')}`, declaredPlan],
      );
    if (record) {
      const row: WorkspacePlanRecord = {
        teamId: id,
        planReference: 'free-jul-2025',
        planVersion: 1,
        subscriptionStatus: null,
        freePlanAvailableAfterTrial: true,
        trialStartedAt: null,
        trialActive: null,
        trialRequestedAt: null,
        trialRequested: null,
        updatedAt: new Date(),
        ...record,
      };
      await db.databases
        .control()
        .em.fork()
        .transactional((em) => repository.upsert(em, row));
    }
    return id;
  }

  it('should hold a valid entitlement record for every plan of the seeded catalogue, and a partial one for add-ons', async () => {
    const catalogue = await new PlanCatalogueService(repository).catalogue();
    const plans = catalogue.entries().filter((p) => p.productType === ProductType.plan);
    const addOns = catalogue.entries().filter((p) => p.productType === ProductType.addOn);
    expect(plans.length).toBeGreaterThanOrEqual(14);
    for (const plan of plans) expect(() => entitlementsSchema.parse(plan.entitlements)).not.toThrow();
    for (const addOn of addOns)
      expect(() => entitlementsSchema.partial().parse(addOn.entitlements)).not.toThrow();
    expect(catalogue.latest('hipaa')?.entitlements).toMatchObject({
      disableExport: true,
      allowPublicApi: false,
      enforceHipaaTranscription: true,
    });
  });

  it('should answer the unlimited self-hosted plan without reading the database when STRIPE_SECRET_KEY is unset', async () => {
    const teamId = await buildTeam('free', { planReference: 'free-jul-2025' });
    const answer = await service({}).of(teamId);
    expect(answer.selfHosted).toBe(true);
    expect(answer.plan.reference).toBe('self-hosted-unlimited');
    expect(answer.entitlements.maxProjects).toBeNull();
    expect(answer.entitlements.allowPublicApi).toBe(true);
    expect(answer.entitlements.disableExport).toBe(false);
    expect(await service({}).of(randomUUID())).toBe(answer);
  });

  it('should answer the plan of the billing row, with its subscription status', async () => {
    const teamId = await buildTeam('free', {
      planReference: 'team',
      subscriptionStatus: SubscriptionStatus.ACTIVE,
    });
    const answer = await sut.of(teamId);
    expect(answer).toMatchObject({ selfHosted: false, subscriptionStatus: 'ACTIVE', readOnly: false });
    expect(answer.plan.reference).toBe('team');
    expect(answer.entitlements).toMatchObject({
      maxProjects: null,
      allowPublicApi: true,
      minimumQuantity: 3,
    });
  });

  it('should fall back on the declared plan, else BILLING_DEFAULT_PLAN, when there is no billing row', async () => {
    expect((await sut.of(await buildTeam('business'))).plan.reference).toBe('business');
    // The operator's default `free` names no plan of the catalogue.
    expect((await sut.of(await buildTeam('free'))).plan.reference).toBe('free-jul-2025');
  });

  it('should give a running trial its plan and state Active', async () => {
    const startedAt = new Date(Date.now() - 2 * DAY);
    const teamId = await buildTeam('free', {
      planReference: 'pro-trial',
      trialStartedAt: startedAt,
      trialActive: true,
    });
    const answer = await sut.of(teamId);
    expect(answer.trial).toEqual({
      state: TrialAccessState.Active,
      startedAt,
      endsAt: new Date(startedAt.getTime() + 30 * DAY),
    });
    expect(answer.entitlements.allowPublicLinkSharing).toBe(true);
    expect(answer.entitlements.maxProjects).toBeNull();
  });

  it('should fall back on the free plan when a trial is older than 30 days and a free plan follows it', async () => {
    const teamId = await buildTeam('free', {
      planReference: 'pro-trial',
      trialStartedAt: new Date(Date.now() - 31 * DAY),
      trialActive: true,
    });
    const answer = await sut.of(teamId);
    expect(answer.trial.state).toBe(TrialAccessState.Expired);
    expect(answer.plan.reference).toBe('pro-trial');
    expect(answer.readOnly).toBe(false);
    expect(answer.entitlements).toMatchObject({ maxProjects: 3, allowPublicLinkSharing: false });
  });

  it('should allow no additions when an ended trial has no free plan after it', async () => {
    const teamId = await buildTeam('free', {
      planReference: 'team-trial',
      trialStartedAt: new Date(Date.now() - DAY),
      trialActive: false,
      freePlanAvailableAfterTrial: false,
    });
    const answer = await sut.of(teamId);
    expect(answer.trial.state).toBe(TrialAccessState.Expired);
    expect(answer.readOnly).toBe(true);
    expect(answer.entitlements).toMatchObject({ maxProjects: 0, maxProjectCategories: 0, maxChannels: 0 });
  });

  it('should answer from its cache until the entry is forgotten', async () => {
    const teamId = await buildTeam('free', { planReference: 'pro' });
    const first = await sut.of(teamId);
    await db.databases
      .control()
      .em.fork()
      .transactional((em) =>
        repository.upsert(em, {
          teamId,
          planReference: 'enterprise',
          planVersion: 1,
          subscriptionStatus: SubscriptionStatus.ACTIVE,
          freePlanAvailableAfterTrial: true,
          trialStartedAt: null,
          trialActive: null,
          trialRequestedAt: null,
          trialRequested: null,
          updatedAt: new Date(),
        }),
      );
    expect(await sut.of(teamId)).toBe(first);
    sut.forget(teamId);
    expect((await sut.of(teamId)).plan.reference).toBe('enterprise');
  });
});
