import { Inject, Injectable } from '@nestjs/common';
import {
  AI_EVENTS,
  DEFAULT_SUMMARY_FRAMEWORK,
  DEFAULT_SUMMARY_LANGUAGE,
  type SummaryFramework,
  type SummaryLanguage,
  summaryFrameworkFlag,
} from '@fieldnote/core';
import { EntitlementsService, PlanGate } from '@fieldnote/control-plane';
import { recordEvent } from '../../../common/record-event';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { findLiveProject } from '../../projects';
import { AiRepository } from '../ai.repository';
import { aiErrors } from '../ai.errors';
import { AI_GENERATIVE_PROVIDER } from '../ai-generative-provider.token';
import type { AiGenerativeProvider } from '../providers/ai-provider';
import { BUILT_IN_MODEL } from '../summaries/note-summarizer';

/** Whether and how the workspace may use AI now. */
export interface AiAvailability {
  /** What a manager chose (on unless turned off). */
  enabledBySetting: boolean;
  /** The plan's disableGenerativeAi (spec 001 §3). */
  disabledByPlan: boolean;
  /** The plan's disableSummarisation. */
  summarisationDisabledByPlan: boolean;
  /** The plan has ended and left the workspace read-only (spec 000 §4 "read-only mode"). */
  readOnly: boolean;
  /** Every AI entry point is shown and answers: the setting on and the plan allowing it. */
  generativeAiEnabled: boolean;
  summariesEnabled: boolean;
  customPromptAllowed: boolean;
  /** The plan's allowAiAdvancedSummaries: every framework but Summary, Essential and CustomPrompt. */
  advancedSummariesAllowed: boolean;
  /** Search by meaning and similar data points: the plan's allowSearch and allowSemanticSearchAndSummarisation. */
  semanticSearchAllowed: boolean;
  provider: { kind: string; model: string };
}

/** The workspace's AI switch and each project's summary defaults (spec 001 §3, §5). */
@Injectable()
export class AiSettingsService {
  constructor(
    private readonly ai: AiRepository,
    private readonly entitlements: EntitlementsService,
    private readonly plans: PlanGate,
    @Inject(AI_GENERATIVE_PROVIDER) private readonly model: AiGenerativeProvider | null,
  ) {}

  async availability(scope: WorkspaceScope): Promise<AiAvailability> {
    const [enabledBySetting, plan] = await Promise.all([
      this.ai.generativeAiSetting(scope.em, scope.workspace.schemaName),
      this.entitlements.of(scope.workspace.id),
    ]);
    const disabledByPlan = plan.entitlements.disableGenerativeAi;
    const generativeAiEnabled = enabledBySetting && !disabledByPlan;
    return {
      enabledBySetting,
      disabledByPlan,
      summarisationDisabledByPlan: plan.entitlements.disableSummarisation,
      readOnly: plan.readOnly,
      generativeAiEnabled,
      summariesEnabled: generativeAiEnabled && !plan.entitlements.disableSummarisation,
      customPromptAllowed: plan.entitlements.allowWorkspaceCustomPrompt,
      advancedSummariesAllowed: plan.entitlements.allowAiAdvancedSummaries,
      semanticSearchAllowed:
        plan.entitlements.allowSearch && plan.entitlements.allowSemanticSearchAndSummarisation,
      provider: this.model
        ? { kind: this.model.kind, model: this.model.model }
        : { kind: 'BUILT_IN', model: BUILT_IN_MODEL },
    };
  }

  /** FORBIDDEN with the spec's message unless generative AI is on: every AI entry point asks this first. */
  async requireGenerativeAi(scope: WorkspaceScope): Promise<void> {
    if (!(await this.availability(scope)).generativeAiEnabled) throw aiErrors.generativeAiOff();
  }

  /** A manager turns generative AI on or off for the whole workspace. */
  async setGenerativeAi(scope: WorkspaceScope, enabled: boolean): Promise<void> {
    await scope.em.transactional(async (em) => {
      await this.ai.saveGenerativeAiSetting(em, scope.workspace.schemaName, enabled, scope.accountId);
      await recordEvent(em, AI_EVENTS.settingsUpdated, scope.workspace.id, {
        generativeAiEnabled: enabled,
        updatedBy: scope.accountId,
      });
    });
  }

  /** A project's default framework and language, the spec's defaults until someone sets them. */
  async projectDefaults(
    scope: WorkspaceScope,
    rawProjectId: string,
  ): Promise<{ projectId: string; framework: SummaryFramework; language: SummaryLanguage }> {
    const project = await findLiveProject(scope.em, rawProjectId);
    const row = await this.ai.projectDefaults(scope.em, scope.workspace.schemaName, project.id);
    return {
      projectId: project.id,
      framework: (row?.summary_framework as SummaryFramework | undefined) ?? DEFAULT_SUMMARY_FRAMEWORK,
      language: (row?.summary_language as SummaryLanguage | undefined) ?? DEFAULT_SUMMARY_LANGUAGE,
    };
  }

  /** Sets a project's defaults; the caller's gate needs write access to the project. */
  async setProjectDefaults(
    scope: WorkspaceScope,
    input: { projectId: string; framework: SummaryFramework; language: SummaryLanguage },
  ): Promise<void> {
    await scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      // A new default the plan does not allow is refused (as generating with it); one kept is not.
      const planFlag = summaryFrameworkFlag(input.framework);
      const current = await this.ai.projectDefaults(em, scope.workspace.schemaName, project.id);
      if (planFlag && current?.summary_framework !== input.framework)
        await this.plans.requireFeature(scope.workspace.id, planFlag);
      await this.ai.saveProjectDefaults(em, scope.workspace.schemaName, {
        projectId: project.id,
        framework: input.framework,
        language: input.language,
        by: scope.accountId,
      });
      await recordEvent(em, AI_EVENTS.projectDefaultsUpdated, scope.workspace.id, {
        projectId: project.id,
        framework: input.framework,
        language: input.language,
      });
    });
  }
}
