import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import {
  AppError,
  BUNDLED_EXTENSIONS,
  type BundledExtension,
  EXTENSION_EVENTS,
  Role,
  bundledExtension,
  parsePathId,
} from '@fieldnote/core';
import { advisoryXactLock } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CustomFieldsService } from '../custom-fields';
import { findLiveProject } from '../projects';
import { TagsService } from '../tags';
import { ExtensionsRepository, type InstallationRow } from './extensions.repository';

export interface ExtensionState {
  key: string;
  type: string;
  title: string;
  description: string;
  items: { title: string; detail: string | null }[];
  installationId: string | null;
  installedAt: Date | null;
  installedByName: string | null;
}

/** The refusals of extensions, worded for people. */
export const extensionErrors = {
  unknown: (key: string): AppError =>
    AppError.badInput(
      `There is no extension "${key.slice(0, 64)}": choose one of ${BUNDLED_EXTENSIONS.map((e) => e.key).join(', ')}.`,
      { field: 'key' },
    ),
  installed: (): AppError => AppError.badInput('This extension is already installed here.', { field: 'key' }),
  managersOnly: (): AppError =>
    AppError.forbidden('Only workspace managers can install or remove extensions of the workspace.'),
} as const;

function itemsOf(ext: BundledExtension): { title: string; detail: string | null }[] {
  return ext.type === 'TAGS'
    ? (ext.tags ?? []).map((t) => ({ title: t.title, detail: t.color }))
    : (ext.fields ?? []).map((f) => ({ title: f.label, detail: f.type }));
}

function stateOf(ext: BundledExtension, row: InstallationRow | undefined): ExtensionState {
  return {
    key: ext.key,
    type: ext.type,
    title: ext.title,
    description: ext.description,
    items: itemsOf(ext),
    installationId: row?.id ?? null,
    installedAt: row ? new Date(row.installed_at) : null,
    installedByName: row?.installed_by_name ?? null,
  };
}

/**
 * Workspace extensions (spec 001 §3 extensionType TAGS or FIELDS; spec 000 §2 /settings/extensions
 * and a project's /settings/extensions): bundled tag sets and note field sets installed into the
 * workspace (managers) or into a project (those who may change it). Installing makes the tags or
 * fields that are not there yet (a title or label already in use is kept as it is) and records the
 * installation; the plan's `maxExtensions` bounds the installations. Removing one forgets the
 * installation and keeps the tags and fields, which may be in use.
 */
@Injectable()
export class ExtensionsService {
  constructor(
    private readonly installs: ExtensionsRepository,
    private readonly tags: TagsService,
    private readonly fields: CustomFieldsService,
    private readonly plans: PlanGate,
  ) {}

  async list(scope: WorkspaceScope, rawProjectId?: string | null): Promise<ExtensionState[]> {
    const projectId = rawProjectId ? (await findLiveProject(scope.em, rawProjectId)).id : null;
    const rows = await this.installs.listIn(scope.em, scope.workspace.schemaName, projectId);
    const byKey = new Map(rows.map((r) => [r.extension_key, r]));
    return BUNDLED_EXTENSIONS.map((ext) => stateOf(ext, byKey.get(ext.key)));
  }

  async install(
    scope: WorkspaceScope,
    input: { key: string; projectId?: string | null },
  ): Promise<ExtensionState> {
    const ext = bundledExtension(input.key);
    if (!ext) throw extensionErrors.unknown(input.key);
    const schema = scope.workspace.schemaName;
    let projectId: string | null = null;
    if (input.projectId) {
      const project = await findLiveProject(scope.em, parsePathId(input.projectId));
      await scope.projects.require(project.id, 'Project', Role.CONTRIBUTOR);
      projectId = project.id;
    } else if (scope.role !== Role.MANAGER) throw extensionErrors.managersOnly();
    const id = randomUUID();
    // One transaction: the installation, every tag or field it makes and its event land together,
    // or (a refusal or failure midway) none of them does.
    await scope.em.transactional(async (em) => {
      await advisoryXactLock(em, `extensions:${scope.workspace.id}`);
      await this.plans.requireFeature(scope.workspace.id, 'allowExtensions');
      if ((await this.installs.listIn(em, schema, projectId)).some((r) => r.extension_key === ext.key))
        throw extensionErrors.installed();
      await this.plans.admitOneMore(
        scope.workspace.id,
        'maxExtensions',
        await this.installs.countAll(em, schema),
      );
      await this.installs.insert(em, schema, {
        id,
        key: ext.key,
        type: ext.type,
        projectId,
        installedBy: scope.accountId,
      });
      const created = await this.createItems({ ...scope, em }, ext, projectId);
      await recordEvent(em, EXTENSION_EVENTS.installed, scope.workspace.id, {
        extensionId: id,
        key: ext.key,
        type: ext.type,
        projectId,
        created,
      });
    });
    return stateOf(ext, (await this.installs.byId(scope.em, schema, id)) ?? undefined);
  }

  async uninstall(scope: WorkspaceScope, rawId: string): Promise<boolean> {
    const schema = scope.workspace.schemaName;
    const row = await this.installs.byId(scope.em, schema, parsePathId(rawId));
    if (!row) throw AppError.notFound('Extension');
    if (row.project_id) {
      await findLiveProject(scope.em, row.project_id);
      await scope.projects.require(row.project_id, 'Extension', Role.CONTRIBUTOR);
    } else if (scope.role !== Role.MANAGER) throw extensionErrors.managersOnly();
    await scope.em.transactional(async (em) => {
      await this.installs.delete(em, schema, row.id);
      await recordEvent(em, EXTENSION_EVENTS.uninstalled, scope.workspace.id, {
        extensionId: row.id,
        key: row.extension_key,
        projectId: row.project_id,
      });
    });
    return true;
  }

  /** Makes the extension's tags or note fields that are not there yet; how many it made. */
  private async createItems(scope: WorkspaceScope, ext: BundledExtension, projectId: string | null) {
    let created = 0;
    if (ext.type === 'TAGS') {
      const existing = new Set(
        (await this.tags.list(scope, projectId))
          .filter((t) => t.tag.projectId === projectId)
          .map((t) => t.tag.title.toLowerCase()),
      );
      for (const tag of ext.tags ?? []) {
        if (existing.has(tag.title.toLowerCase())) continue;
        await this.tags.create(
          scope,
          { projectId, title: tag.title, color: tag.color },
          { colour: 'copied' },
        );
        created += 1;
      }
      return created;
    }
    const existing = new Set(
      (await this.fields.list(scope, 'NOTE', projectId))
        .filter((f) => f.field.projectId === projectId)
        .map((f) => f.field.label.toLowerCase()),
    );
    for (const field of ext.fields ?? []) {
      if (existing.has(field.label.toLowerCase())) continue;
      await this.fields.create(scope, {
        target: 'NOTE',
        projectId,
        label: field.label,
        type: field.type,
        ...(field.options ? { optionsImport: field.options.join(';') } : {}),
      });
      created += 1;
    }
    return created;
  }
}
