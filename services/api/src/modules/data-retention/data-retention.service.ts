import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  DATA_RETENTION_CATEGORIES,
  DATA_RETENTION_DAYS,
  DATA_RETENTION_EVENTS,
  DATA_RETENTION_WARNING_DAYS,
  isDataRetentionDays,
} from '@fieldnote/core';
import { EntitlementsService, PlanGate, recordAuditEntry } from '@fieldnote/control-plane';
import { advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { AuditActors } from '../../context/audit-actors.service';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import { dataRetentionErrors } from './data-retention.errors';
import { DataRetentionRepository, type PolicyRow, type PolicyValues } from './data-retention.repository';
import type { DataRetentionCategory } from './dto/data-retention.model';
import type { DataRetentionDeletionModel, DataRetentionSettingsModel } from './dto/data-retention.model';
import type {
  DataRetentionPolicyInput,
  DataRetentionPreviewInput,
  UpdateProjectDataRetentionInput,
  UpdateWorkspaceDataRetentionInput,
} from './dto/data-retention.inputs';
import { daysFor, effectivePolicy, valuesOf } from './effective-policy';
import { type NoticeGroup, noticeText } from './retention-notice-text';

const DAY_MS = 86_400_000;

/** The advisory lock that serialises policy changes of one workspace (and the job's warnings). */
export function policyLockKey(schema: string): string {
  return `data-retention:${schema}`;
}

/**
 * Data retention policies as managers set them (every call here is for managers; the resolver asks
 * WorkspaceAccess for Role.MANAGER): the workspace's policy and its lock, projects' overrides, and
 * the plain preview of what a policy would delete. Each change is one transaction with its audit
 * entry and its outbox event. Setting a period needs the plan's retention policy entitlement;
 * turning retention off never does.
 */
@Injectable()
export class DataRetentionService {
  constructor(
    private readonly policies: DataRetentionRepository,
    private readonly plans: PlanGate,
    private readonly entitlements: EntitlementsService,
    private readonly actors: AuditActors,
  ) {}

  async settings(scope: WorkspaceScope, rawProjectId: string | null): Promise<DataRetentionSettingsModel> {
    const schema = scope.workspace.schemaName;
    const project = rawProjectId ? await findLiveProject(scope.em, rawProjectId) : null;
    const projectId = project?.id ?? null;
    const workspace = await this.policies.policyOf(scope.em, schema, null);
    const override = projectId ? await this.policies.policyOf(scope.em, schema, projectId) : null;
    const open = await this.policies.openNotices(scope.em, schema);
    const byNotice = new Map<string, { deletesAt: Date; groups: NoticeGroup[] }>();
    for (const row of open) {
      if (projectId && row.project_id !== projectId) continue;
      const notice = byNotice.get(row.id) ?? { deletesAt: new Date(row.deletes_at), groups: [] };
      notice.groups.push({ category: row.category, days: row.days, count: row.expected });
      byNotice.set(row.id, notice);
    }
    return {
      projectId,
      projectTitle: project?.title ?? null,
      workspacePolicy: valuesOf(workspace),
      locked: workspace?.locked ?? false,
      projectPolicy: override && !workspace?.locked ? valuesOf(override) : null,
      effectivePolicy: effectivePolicy(workspace, override),
      allowed: (await this.entitlements.of(scope.workspace.id)).entitlements.allowRetentionPolicy,
      choices: [...DATA_RETENTION_DAYS],
      scheduled: [...byNotice.values()].map((n) => deletionOf(n.deletesAt, n.groups)),
    };
  }

  async updateWorkspace(
    scope: WorkspaceScope,
    input: UpdateWorkspaceDataRetentionInput,
  ): Promise<DataRetentionSettingsModel> {
    const values = await this.checked(scope, input);
    const schema = scope.workspace.schemaName;
    await scope.em.transactional(async (em) => {
      await advisoryXactLock(em, policyLockKey(schema));
      const before = await this.policies.policyOf(em, schema, null);
      await this.policies.upsertPolicy(em, schema, {
        id: before?.id ?? randomUUID(),
        projectId: null,
        values,
        locked: input.locked,
        updatedBy: scope.accountId,
      });
      await recordEvent(em, DATA_RETENTION_EVENTS.policyChanged, scope.workspace.id, {
        ...values,
        locked: input.locked,
      });
      await this.audit(em, scope, null, 'Workspace', before, { ...values, locked: input.locked });
    });
    return this.settings(scope, null);
  }

  async updateProject(
    scope: WorkspaceScope,
    input: UpdateProjectDataRetentionInput,
  ): Promise<DataRetentionSettingsModel> {
    const values = input.override ? await this.checked(scope, input) : null;
    const schema = scope.workspace.schemaName;
    const projectId = await scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      await advisoryXactLock(em, policyLockKey(schema));
      const workspace = await this.policies.policyOf(em, schema, null);
      if (workspace?.locked) throw dataRetentionErrors.locked();
      const before = await this.policies.policyOf(em, schema, project.id);
      if (values)
        await this.policies.upsertPolicy(em, schema, {
          id: before?.id ?? randomUUID(),
          projectId: project.id,
          values,
          locked: false,
          updatedBy: scope.accountId,
        });
      else await this.policies.deleteProjectPolicy(em, schema, project.id);
      const shown = values ?? valuesOf(workspace);
      await recordEvent(em, DATA_RETENTION_EVENTS.policyChanged, scope.workspace.id, {
        ...shown,
        projectId: project.id,
        override: values !== null,
      });
      await this.audit(em, scope, project.id, project.title, before, { ...shown, override: values !== null });
      return project.id;
    });
    return this.settings(scope, projectId);
  }

  /**
   * What a draft policy would delete at the first deletion it could make: 7 days from now (the
   * warning comes first), everything older than its periods then. For the workspace, the projects
   * that follow it; for a project, that project.
   */
  async preview(
    scope: WorkspaceScope,
    input: DataRetentionPreviewInput,
    now = new Date(),
  ): Promise<DataRetentionDeletionModel> {
    const values = this.valuesOf(input);
    const schema = scope.workspace.schemaName;
    const deletesAt = new Date(now.getTime() + DATA_RETENTION_WARNING_DAYS * DAY_MS);
    let projectIds: string[];
    if (input.projectId) projectIds = [(await findLiveProject(scope.em, input.projectId)).id];
    else {
      const rows = await this.policies.policies(scope.em, schema);
      const locked = rows.some((r) => r.project_id === null && r.locked);
      const overridden = new Set(rows.flatMap((r) => (r.project_id && !locked ? [r.project_id] : [])));
      projectIds = (await this.policies.liveProjects(scope.em, schema))
        .map((p) => p.id)
        .filter((id) => !overridden.has(id));
    }
    const groups: NoticeGroup[] = [];
    for (const category of DATA_RETENTION_CATEGORIES) {
      const days = daysFor(values, category);
      if (days === null) continue;
      const cutoff = new Date(deletesAt.getTime() - days * DAY_MS);
      let count = 0;
      for (const projectId of projectIds)
        count += await this.policies.countExpiring(scope.em, schema, projectId, category, cutoff, null);
      groups.push({ category, days, count });
    }
    return deletionOf(deletesAt, groups);
  }

  /** The input's periods, each one of the spec's, and the plan's consent to any period at all. */
  private async checked(scope: WorkspaceScope, input: DataRetentionPolicyInput): Promise<PolicyValues> {
    const values = this.valuesOf(input);
    if (values.recordingsDays !== null || values.notesDays !== null || values.trashDays !== null)
      await this.plans.requireFeature(scope.workspace.id, 'allowRetentionPolicy');
    return values;
  }

  private valuesOf(input: DataRetentionPolicyInput): PolicyValues {
    const period = (value: number | null | undefined, field: string): number | null => {
      if (value === null || value === undefined) return null;
      if (!isDataRetentionDays(value)) throw dataRetentionErrors.invalidPeriod(field);
      return value;
    };
    return {
      recordingsDays: period(input.recordingsDays, 'recordingsDays'),
      notesDays: period(input.notesDays, 'notesDays'),
      trashDays: period(input.trashDays, 'trashDays'),
      keepHighlightsAndTranscripts: input.keepHighlightsAndTranscripts,
    };
  }

  private async audit(
    em: EntityManager,
    scope: WorkspaceScope,
    projectId: string | null,
    label: string,
    before: PolicyRow | null,
    after: Record<string, unknown>,
  ): Promise<void> {
    await recordAuditEntry(em, scope.workspace.schemaName, {
      actor: await this.actors.of(scope),
      action: AuditAction.DATA_RETENTION_POLICY_CHANGED,
      objectType: AuditObjectType.DATA_RETENTION,
      objectId: projectId ?? scope.workspace.id,
      objectLabel: label,
      oldValue: before ? { ...valuesOf(before), locked: before.locked } : null,
      newValue: after,
    });
  }
}

/** A deletion's model: its day, its groups and its sentence. */
export function deletionOf(deletesAt: Date, groups: NoticeGroup[]): DataRetentionDeletionModel {
  return {
    deletesAt,
    groups: groups.map((g) => ({ ...g, category: g.category as DataRetentionCategory })),
    text: noticeText(deletesAt, groups),
  };
}
