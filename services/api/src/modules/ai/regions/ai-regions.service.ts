import { Inject, Injectable } from '@nestjs/common';
import {
  AI_EVENTS,
  AppError,
  AuditAction,
  AuditObjectType,
  type Config,
  REGIONS,
  type Region,
} from '@fieldnote/core';
import { EntitlementsService, PlanGate, recordAuditEntry } from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import { recordEvent } from '../../../common/record-event';
import { AuditActors } from '../../../context/audit-actors.service';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { aiSettingsOf } from '../ai-settings-of.util';
import { readAiProviderConfig, readAiRegionConfigs } from '../providers/ai-provider-config';
import { AiRegionsRepository } from './ai-regions.repository';

/** One region on the AI settings page: where it is and which model answers there, if any. */
export interface AiRegionOption {
  region: Region;
  location: string;
  /** The model that answers there: the region's own, or the server's for the workspace's data region. */
  model: string | null;
  /** A model answers there, so a manager may choose it. */
  available: boolean;
}

export interface AiRegionSettings {
  /** The region whose model answers the workspace's AI requests. */
  region: Region;
  /** The workspace's data region: its AI region until a manager chooses another. */
  dataRegion: Region;
  /** The plan's allowChooseAiRegion. */
  chooseAllowed: boolean;
  options: AiRegionOption[];
}

function where(region: Region): string {
  const info = REGIONS.find((r) => r.region === region);
  return info ? `${info.location}, ${info.group}` : region;
}

/**
 * The workspace's AI model region (spec 001 §3 allowChooseAiRegion): its data region's model (the
 * server's own, AI_BASE_URL …, unless AI_REGION_<REGION>_* names one for it) until a manager with the
 * flag chooses another region an operator configured a model for. Every AI request of the workspace
 * then goes to that region's model (providers/region-routed-provider.ts).
 */
@Injectable()
export class AiRegionsService {
  private readonly ownModel: string | null;
  private readonly regionModels: Partial<Record<Region, { model: string }>>;

  constructor(
    private readonly regions: AiRegionsRepository,
    private readonly entitlements: EntitlementsService,
    private readonly plans: PlanGate,
    private readonly actors: AuditActors,
    @Inject(CONFIG) config: Config,
  ) {
    const env = aiSettingsOf(config);
    const own = readAiProviderConfig(env);
    this.ownModel = own.kind === 'BUILT_IN' ? null : own.model;
    this.regionModels = readAiRegionConfigs(env, own);
  }

  /** The model that answers in `region` for a workspace of `dataRegion`, or null when none does. */
  private modelIn(region: Region, dataRegion: Region): string | null {
    return this.regionModels[region]?.model ?? (region === dataRegion ? (this.ownModel ?? 'built-in') : null);
  }

  async settings(scope: WorkspaceScope): Promise<AiRegionSettings> {
    const dataRegion = scope.workspace.region;
    const [chosen, plan] = await Promise.all([
      this.regions.chosen(scope.workspace.id),
      this.entitlements.of(scope.workspace.id),
    ]);
    return {
      region: chosen ?? dataRegion,
      dataRegion,
      chooseAllowed: plan.entitlements.allowChooseAiRegion,
      options: REGIONS.map(({ region }) => {
        const model = this.modelIn(region, dataRegion);
        return { region, location: where(region), model, available: model !== null };
      }),
    };
  }

  /** A manager chooses the region; the audit log keeps the source and target region. */
  async choose(scope: WorkspaceScope, target: Region): Promise<void> {
    await this.plans.requireFeature(scope.workspace.id, 'allowChooseAiRegion');
    const dataRegion = scope.workspace.region;
    if (this.modelIn(target, dataRegion) === null)
      throw AppError.badInput(
        `No AI model is configured for the ${target} region (${where(target)}) on this server: choose a region that has one, or ask the operator to configure AI_REGION_${target}_BASE_URL and AI_REGION_${target}_MODEL.`,
        { field: 'region' },
      );
    const source = (await this.regions.chosen(scope.workspace.id)) ?? dataRegion;
    if (source === target) return;
    await scope.em.transactional(async (em) => {
      await this.regions.save(scope.workspace.id, target, dataRegion, scope.accountId);
      // Spec 001 audit metadata "team AI model region change": the source and target region.
      await recordAuditEntry(em, scope.workspace.schemaName, {
        actor: await this.actors.of(scope),
        action: AuditAction.AI_MODEL_REGION_CHANGED,
        objectType: AuditObjectType.AI_SETTINGS,
        objectId: scope.workspace.id,
        objectLabel: 'AI model region',
        oldValue: { region: source },
        newValue: { region: target },
      });
      await recordEvent(em, AI_EVENTS.regionChanged, scope.workspace.id, {
        sourceRegion: source,
        targetRegion: target,
        updatedBy: scope.accountId,
      });
    });
  }
}
