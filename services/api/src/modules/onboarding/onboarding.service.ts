import { Injectable } from '@nestjs/common';
import { TrialExtensions } from '@fieldnote/control-plane';
import {
  TrialExtensionSource,
  type JobRole,
  ONBOARDING_CHECKLIST,
  ONBOARDING_EVENTS,
  ORGANISATION_SIZES,
  type OnboardingChecklistItem,
  type OnboardingUseCase,
  type OrganisationSize,
} from '@fieldnote/core';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { onboardingErrors } from './onboarding.errors';
import { OnboardingRepository } from './onboarding.repository';

/** A member's onboarding as the API answers it. */
export interface OnboardingState {
  answered: boolean;
  useCases: OnboardingUseCase[];
  orgSize: OrganisationSize | null;
  jobRole: JobRole | null;
  checklist: { item: OnboardingChecklistItem; done: boolean }[];
  checklistState: 'ACTIVE' | 'COMPLETED';
}

const isOrgSize = (value: string): value is OrganisationSize =>
  (ORGANISATION_SIZES as readonly string[]).includes(value);

/**
 * Onboarding (spec 000 §2 /onboarding…): the member's answers (use cases, organisation size, job
 * role), and the getting-started checklist read from what the member did, ACTIVE until every step
 * is done, then COMPLETED (spec 001 §4). Each member has their own; nobody reads another's.
 */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly onboarding: OnboardingRepository,
    private readonly trialExtensions: TrialExtensions,
  ) {}

  async get(scope: WorkspaceScope): Promise<OnboardingState> {
    const schema = scope.workspace.schemaName;
    const [row, done] = await Promise.all([
      this.onboarding.find(scope.em, schema, scope.accountId),
      this.onboarding.doneSteps(scope.em, schema, scope.workspace.id, scope.accountId),
    ]);
    const checklist = ONBOARDING_CHECKLIST.map((item) => ({ item, done: done.has(item) }));
    const completed = checklist.every((step) => step.done);
    // The checklist is read from what the member did, so its completion is seen here; a trial is
    // extended once for it (spec 001 §3 trial extension source Checklist), later reads add nothing.
    if (completed) await this.trialExtensions.extend(scope.workspace, TrialExtensionSource.Checklist);
    return {
      answered: row !== null,
      useCases: (row?.use_cases ?? []) as OnboardingUseCase[],
      orgSize: (row?.org_size ?? null) as OrganisationSize | null,
      jobRole: (row?.job_role ?? null) as JobRole | null,
      checklist,
      checklistState: completed ? 'COMPLETED' : 'ACTIVE',
    };
  }

  async save(
    scope: WorkspaceScope,
    input: { useCases: string[]; orgSize?: string | null; jobRole?: string | null },
  ): Promise<OnboardingState> {
    if (new Set(input.useCases).size !== input.useCases.length) throw onboardingErrors.repeatedUseCase();
    const orgSize = input.orgSize == null || input.orgSize === '' ? null : input.orgSize;
    if (orgSize !== null && !isOrgSize(orgSize)) throw onboardingErrors.badOrgSize();
    await scope.em.transactional(async (em) => {
      const saved = await this.onboarding.save(em, scope.workspace.schemaName, {
        accountId: scope.accountId,
        useCases: input.useCases,
        orgSize,
        jobRole: input.jobRole ?? null,
      });
      await recordEvent(em, ONBOARDING_EVENTS.answered, scope.workspace.id, {
        accountId: scope.accountId,
        useCases: saved.use_cases as OnboardingUseCase[],
        orgSize: saved.org_size as OrganisationSize | null,
        jobRole: saved.job_role as JobRole | null,
      });
    });
    return this.get(scope);
  }
}
