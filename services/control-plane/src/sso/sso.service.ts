import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  AuditAction,
  AuditObjectType,
  type Config,
  Role,
  SSO_EVENTS,
  requireText,
  workspaceUrl,
} from '@fieldnote/core';
import { CONFIG, recordEvent } from '@fieldnote/db';
import type { AuditActor } from '../audit/audit-entry';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import { PlanGate } from '../billing';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { discoverIssuer, isLoopbackIssuer } from './oidc-discovery';
import { SecretBox } from './secret-box';
import type { SsoConnection } from './sso-connection';
import { SsoError } from './sso.errors';
import { SsoRepository } from './sso.repository';

/** Where the identity provider sends people back to, on the workspace's own host. */
export const OIDC_CALLBACK_PATH = '/api/sso/oidc/callback';
const DEFAULT_SCOPES = ['openid', 'email', 'profile'];
/** RFC 6749 §3.3 scope-token: printable ASCII except space, `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]{1,100}$/;
/** A JSON member name the ID token's claims are read by; no dots or brackets (no paths). */
const CLAIM_NAME = /^[A-Za-z0-9_:\-/]{1,100}$/;
const MAX_SCOPES = 20;

/** What a manager saves on /settings/authentication. An absent clientSecret keeps the stored one. */
export interface SsoSettingsInput {
  issuer: string;
  clientId: string;
  clientSecret?: string | null;
  scopes?: string[] | null;
  emailClaim?: string | null;
  nameClaim?: string | null;
  groupsClaim?: string | null;
  defaultRole: Role;
  trustIssuerEmails: boolean;
}

/** The settings as a manager reads them: the secret only as "set", never its value. */
export interface SsoSettingsView {
  issuer: string | null;
  clientId: string | null;
  clientSecretSet: boolean;
  scopes: string[];
  emailClaim: string;
  nameClaim: string;
  groupsClaim: string | null;
  defaultRole: Role;
  trustIssuerEmails: boolean;
  testSignInSucceededAt: Date | null;
  redirectUri: string;
  updatedAt: Date | null;
}

/**
 * Per-workspace OIDC single sign-on (issue 32): the connection a manager configures. Callers check
 * the manager role first (the API's WorkspaceAccess); this service holds the rules.
 */
@Injectable()
export class SsoService {
  constructor(
    private readonly repository: SsoRepository,
    private readonly secrets: SecretBox,
    private readonly transactions: WorkspaceTransactions,
    private readonly plans: PlanGate,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** The URI to register at the identity provider as the client's redirect URI. */
  redirectUri(workspace: WorkspaceRef): string {
    return workspaceUrl(this.config, workspace.subdomain, OIDC_CALLBACK_PATH);
  }

  /** The issuer people of the workspace sign in with, or null (the team environment's oidcIssuer). */
  async issuerOf(teamId: string): Promise<string | null> {
    return (await this.repository.findByTeam(teamId))?.issuer ?? null;
  }

  async settings(workspace: WorkspaceRef): Promise<SsoSettingsView> {
    const c = await this.repository.findByTeam(workspace.id);
    return {
      issuer: c?.issuer ?? null,
      clientId: c?.clientId ?? null,
      clientSecretSet: !!c,
      scopes: c?.scopes ?? DEFAULT_SCOPES,
      emailClaim: c?.emailClaim ?? 'email',
      nameClaim: c?.nameClaim ?? 'name',
      groupsClaim: c?.groupsClaim ?? null,
      defaultRole: c?.defaultRole ?? Role.VIEWER,
      trustIssuerEmails: c?.trustIssuerEmails ?? false,
      testSignInSucceededAt: c?.testedAt ?? null,
      redirectUri: this.redirectUri(workspace),
      updatedAt: c?.updatedAt ?? null,
    };
  }

  /**
   * Saves the workspace's connection after discovery against the issuer succeeds, with its audit
   * entry and catalogue event in one transaction. The secret is sealed before it is stored.
   */
  async save(workspace: WorkspaceRef, actor: AuditActor, input: SsoSettingsInput): Promise<SsoSettingsView> {
    // A connection saved before the plan lost enterprise authentication keeps signing people in.
    await this.plans.requireFeature(workspace.id, 'allowEnterpriseAuth');
    await this.plans.requireFeature(workspace.id, 'allowAuthenticationSettings');
    const issuer = parseIssuer(input.issuer);
    const clientId = requireText(input.clientId, 'Client ID', 255);
    const scopes = parseScopes(input.scopes ?? DEFAULT_SCOPES);
    const emailClaim = parseClaim(input.emailClaim, 'email', 'Email claim');
    const nameClaim = parseClaim(input.nameClaim, 'name', 'Name claim');
    const groupsClaim = input.groupsClaim?.trim() ? parseClaim(input.groupsClaim, '', 'Groups claim') : null;
    if (!Object.values(Role).includes(input.defaultRole))
      throw AppError.badInput('Choose a role for new members.');
    const previous = await this.repository.findByTeam(workspace.id);
    const newSecret = input.clientSecret?.trim() ? input.clientSecret.trim() : null;
    if (!newSecret && !previous) throw SsoError.secretRequired();
    const clientSecret = newSecret ?? this.secrets.open(previous!.clientSecretEncrypted);
    const discovered = await discoverIssuer(issuer, clientId, clientSecret);

    const connection: SsoConnection = {
      id: previous?.id ?? randomUUID(),
      teamId: workspace.id,
      // As the issuer announces itself: the ID tokens' `iss` is compared with exactly this.
      issuer: discovered.serverMetadata().issuer,
      clientId,
      clientSecretEncrypted: newSecret ? this.secrets.seal(newSecret) : previous!.clientSecretEncrypted,
      scopes,
      emailClaim,
      nameClaim,
      groupsClaim,
      defaultRole: input.defaultRole,
      trustIssuerEmails: input.trustIssuerEmails,
      testedAt: null,
      updatedAt: new Date(),
    };
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      await this.repository.upsert(control, connection);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.SSO_SETTINGS_CHANGED,
        objectType: AuditObjectType.SSO_CONNECTION,
        objectId: connection.id,
        objectLabel: connection.issuer,
        oldValue: previous ? auditValue(previous) : null,
        newValue: { ...auditValue(connection), clientSecretChanged: !!newSecret },
      });
      await recordEvent(em, SSO_EVENTS.connectionUpdated, workspace.id, {
        connectionId: connection.id,
        teamId: workspace.id,
        teamOidcConfigId: connection.id,
        region: workspace.region,
      });
    });
    return this.settings(workspace);
  }
}

/** What the audit log shows of a connection: never the secret. */
function auditValue(c: SsoConnection): Record<string, unknown> {
  return { issuer: c.issuer, clientId: c.clientId, scopes: c.scopes.join(' '), defaultRole: c.defaultRole };
}

function parseIssuer(raw: string): URL {
  const text = requireText(raw, 'Issuer', 2000);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw AppError.badInput('The issuer must be a URL, such as https://login.example.com/realms/acme.');
  }
  if (url.search || url.hash) throw AppError.badInput('The issuer URL cannot have a query or a fragment.');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackIssuer(url)))
    throw SsoError.insecureIssuer();
  return url;
}

function parseScopes(raw: string[]): string[] {
  const scopes = [...new Set(raw.flatMap((s) => s.split(/\s+/)).filter((s) => s.length > 0))];
  if (scopes.length > MAX_SCOPES) throw AppError.badInput(`At most ${MAX_SCOPES} scopes.`);
  const bad = scopes.find((s) => !SCOPE_TOKEN.test(s));
  if (bad !== undefined) throw AppError.badInput(`"${bad.slice(0, 100)}" is not a valid scope.`);
  if (!scopes.includes('openid')) throw SsoError.scopesWithoutOpenid();
  return scopes;
}

function parseClaim(raw: string | null | undefined, fallback: string, field: string): string {
  const name = raw?.trim() || fallback;
  if (!CLAIM_NAME.test(name))
    throw AppError.badInput(`${field} must be a claim name (letters, digits, _ : - /).`);
  return name;
}
