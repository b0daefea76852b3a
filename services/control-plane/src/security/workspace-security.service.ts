import { Injectable } from '@nestjs/common';
import {
  AppError,
  AuditAction,
  AuditObjectType,
  MAX_BREAK_GLASS_MANAGERS,
  Role,
  SESSION_LIFETIME_MAX_SECONDS,
  SESSION_LIFETIME_MIN_SECONDS,
  WORKSPACE_SECURITY_EVENTS,
} from '@fieldnote/core';
import { recordEvent } from '@fieldnote/db';
import type { AuditActor } from '../audit/audit-entry';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import { EntitlementsService, PlanGate } from '../billing';
import { SessionsService } from '../identity/sessions.service';
import { SamlService, SsoProtocol, SsoService } from '../sso';
import { MembershipsService } from '../workspaces/memberships.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { SecurityPolicies } from './security-policies';
import { type WorkspaceSecurityRow, WorkspaceSecurityRepository } from './workspace-security.repository';

/** The refusal to stop requiring SSO while the plan enforces enterprise authentication (the HIPAA add-on). */
export const HIPAA_KEEPS_SSO =
  "This workspace's plan enforces enterprise authentication (the HIPAA add-on): single sign-on stays required.";

/** A break-glass manager as the settings page lists them. */
export interface BreakGlassManager {
  accountId: string;
  name: string;
  email: string;
}

/** The workspace's sign-in rules as a manager reads them on /settings/security. */
export interface WorkspaceSecurityView {
  ssoEnforced: boolean;
  /** Whether the workspace has an SSO connection whose test sign-in succeeded (enforcement needs it). */
  ssoReadyToEnforce: boolean;
  breakGlassManagers: BreakGlassManager[];
  idleLifetime: number | null;
  absoluteLifetime: number | null;
  updatedAt: Date | null;
}

type Rules = Omit<WorkspaceSecurityRow, 'updatedAt'>;

const NO_RULES: Rules = {
  ssoEnforced: false,
  breakGlassAccountIds: [],
  idleLifetime: null,
  absoluteLifetime: null,
};

/**
 * A workspace's sign-in rules (issue 32): SSO enforcement with break-glass managers, and session
 * lifetimes. Callers check the manager role first. Each change is one transaction with its audit
 * entry and event, and ends at once the sessions the new rules no longer allow.
 */
@Injectable()
export class WorkspaceSecurityService {
  constructor(
    private readonly repository: WorkspaceSecurityRepository,
    private readonly policies: SecurityPolicies,
    private readonly sessions: SessionsService,
    private readonly memberships: MembershipsService,
    private readonly sso: SsoService,
    private readonly saml: SamlService,
    private readonly transactions: WorkspaceTransactions,
    private readonly plans: PlanGate,
    private readonly entitlements: EntitlementsService,
  ) {}

  /** When a test sign-in last succeeded with the protocol in use (OIDC or SAML), or null. */
  private async testedSignInAt(workspace: WorkspaceRef): Promise<Date | null> {
    const protocol = await this.saml.activeProtocol(workspace.id);
    if (protocol === SsoProtocol.SAML) return (await this.saml.settings(workspace)).testSignInSucceededAt;
    return (await this.sso.settings(workspace)).testSignInSucceededAt;
  }

  async view(workspace: WorkspaceRef): Promise<WorkspaceSecurityView> {
    const rules = (await this.repository.findByTeam(workspace.id)) ?? { ...NO_RULES, updatedAt: null };
    const managers = (await this.memberships.list(workspace)).filter((m) => m.role === Role.MANAGER);
    return {
      ssoEnforced: rules.ssoEnforced,
      ssoReadyToEnforce: (await this.testedSignInAt(workspace)) !== null,
      // Only those still managers count (a demoted break-glass manager has no password exemption).
      breakGlassManagers: managers
        .filter((m) => rules.breakGlassAccountIds.includes(m.id))
        .map((m) => ({ accountId: m.id, name: m.name, email: m.email })),
      idleLifetime: rules.idleLifetime,
      absoluteLifetime: rules.absoluteLifetime,
      updatedAt: rules.updatedAt,
    };
  }

  /**
   * Sets the idle and absolute lifetimes in seconds (null: none beyond the 604800 s every session
   * has). Sessions of the workspace past the new lifetimes end now.
   */
  async saveLifetimes(
    workspace: WorkspaceRef,
    actor: AuditActor,
    input: { idleLifetime: number | null; absoluteLifetime: number | null },
  ): Promise<WorkspaceSecurityView> {
    const idleLifetime = parseLifetime(input.idleLifetime, 'idleLifetime', 'The idle lifetime');
    const absoluteLifetime = parseLifetime(
      input.absoluteLifetime,
      'absoluteLifetime',
      'The absolute lifetime',
    );
    // Session age limits are a plan feature (spec 001 §6); removing them is always allowed.
    // The page's own flag after the feature's, so the refusal names what is missing first.
    if (idleLifetime !== null || absoluteLifetime !== null) {
      await this.plans.requireFeature(workspace.id, 'allowMaxSessionAge');
      await this.plans.requireFeature(workspace.id, 'allowSecuritySettings');
    }
    if (idleLifetime !== null && absoluteLifetime !== null && idleLifetime > absoluteLifetime)
      throw AppError.badInput('The idle lifetime cannot be longer than the absolute lifetime.', {
        field: 'idleLifetime',
      });
    await this.change(workspace, actor, (rules) => ({ ...rules, idleLifetime, absoluteLifetime }));
    return this.view(workspace);
  }

  /**
   * Requires single sign-on (or stops requiring it). Requiring it needs a successful test sign-in of
   * the current connection and at least one break-glass manager, so a broken identity provider never
   * locks the workspace out: a break-glass manager signs in with a password and turns it off.
   * Password sessions of everyone else end at once.
   */
  async saveEnforcement(
    workspace: WorkspaceRef,
    actor: AuditActor,
    input: { ssoEnforced: boolean; breakGlassAccountIds: string[] },
  ): Promise<WorkspaceSecurityView> {
    // Requiring SSO is enterprise authentication; no longer requiring it is always allowed.
    if (input.ssoEnforced) {
      await this.plans.requireFeature(workspace.id, 'allowEnterpriseAuth');
      await this.plans.requireFeature(workspace.id, 'allowSecuritySettings');
    }
    // Spec 001 §6: the HIPAA add-on enforces enterprise authentication: once SSO is required, it stays.
    else if (
      (await this.repository.findByTeam(workspace.id))?.ssoEnforced &&
      (await this.entitlements.of(workspace.id)).entitlements.enforceEnterpriseAuthentication
    )
      throw AppError.forbidden(HIPAA_KEEPS_SSO);
    const ids = [...new Set(input.breakGlassAccountIds)];
    if (ids.length > MAX_BREAK_GLASS_MANAGERS)
      throw AppError.badInput(`At most ${MAX_BREAK_GLASS_MANAGERS} break-glass managers.`, {
        field: 'breakGlassAccountIds',
        limit: 'maxBreakGlassManagers',
        maximum: MAX_BREAK_GLASS_MANAGERS,
      });
    const managers = new Set(
      (await this.memberships.list(workspace)).filter((m) => m.role === Role.MANAGER).map((m) => m.id),
    );
    if (ids.some((id) => !managers.has(id)))
      throw AppError.badInput('Break-glass managers must be managers of this workspace.', {
        field: 'breakGlassAccountIds',
      });
    if (input.ssoEnforced) {
      if (!(await this.testedSignInAt(workspace)))
        throw AppError.badInput(
          'Run a successful test sign-in with the current single sign-on settings (Settings → Authentication) before requiring SSO.',
          { field: 'ssoEnforced' },
        );
      if (ids.length === 0)
        throw AppError.badInput(
          'Name at least one break-glass manager: they can still sign in with a password if the identity provider fails.',
          { field: 'breakGlassAccountIds' },
        );
    }
    await this.change(workspace, actor, (rules) => ({
      ...rules,
      ssoEnforced: input.ssoEnforced,
      breakGlassAccountIds: ids,
    }));
    return this.view(workspace);
  }

  private async change(
    workspace: WorkspaceRef,
    actor: AuditActor,
    next: (rules: Rules) => Rules,
  ): Promise<void> {
    const ended = await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      const found = await this.repository.findByTeam(workspace.id);
      const before: Rules = found
        ? {
            ssoEnforced: found.ssoEnforced,
            breakGlassAccountIds: found.breakGlassAccountIds,
            idleLifetime: found.idleLifetime,
            absoluteLifetime: found.absoluteLifetime,
          }
        : NO_RULES;
      const after = next(before);
      await this.repository.upsert(control, workspace.id, after);
      const endedRows = await this.repository.deleteDisallowedSessions(control, workspace.id, after);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.SECURITY_SETTINGS_CHANGED,
        objectType: AuditObjectType.WORKSPACE_SECURITY,
        objectId: workspace.id,
        objectLabel: workspace.name,
        oldValue: { ...before },
        newValue: { ...after, endedSessions: endedRows.length },
      });
      await recordEvent(em, WORKSPACE_SECURITY_EVENTS.settingsChanged, workspace.id, {
        ssoEnforced: after.ssoEnforced,
        idleLifetime: after.idleLifetime,
        absoluteLifetime: after.absoluteLifetime,
        breakGlassManagers: after.breakGlassAccountIds.length,
        endedSessions: endedRows.length,
      });
      return endedRows;
    });
    this.policies.invalidate(workspace.id);
    this.sessions.afterRulesChanged(new Set(ended.map((row) => row.tokenHash)));
  }
}

function parseLifetime(value: number | null, field: string, label: string): number | null {
  if (value === null) return null;
  if (
    !Number.isInteger(value) ||
    value < SESSION_LIFETIME_MIN_SECONDS ||
    value > SESSION_LIFETIME_MAX_SECONDS
  )
    throw AppError.badInput(
      `${label} must be a whole number of seconds from ${SESSION_LIFETIME_MIN_SECONDS} (5 minutes) to ${SESSION_LIFETIME_MAX_SECONDS} (7 days).`,
      { field, minimum: SESSION_LIFETIME_MIN_SECONDS, maximum: SESSION_LIFETIME_MAX_SECONDS },
    );
  return value;
}
