import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuditAction, AuditObjectType, emailDomain } from '@fieldnote/core';
import type { AuditActor } from '../audit/audit-entry';
import { PlanGate } from '../billing';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { domainFields } from './domain-fields';
import { parseDomain } from './domain-name';
import { DomainError } from './domains.errors';
import { DomainsRepository } from './domains.repository';
import { type TeamDomain, txtRecordName, txtRecordValue } from './team-domain';
import { TXT_RESOLVER, type TxtResolver } from './txt-resolver';

/** A domain as a manager sees it on /settings/authentication, with the TXT record to add. */
export interface DomainView {
  id: string;
  domain: string;
  verifiedAt: Date | null;
  txtRecordName: string;
  txtRecordValue: string;
  createdAt: Date;
}

/**
 * A workspace's e-mail domains (issue 32; spec 001 §5): managers add them, prove each by a DNS TXT
 * record, and remove them. Callers check the manager role first (the API's WorkspaceAccess).
 */
@Injectable()
export class DomainsService {
  constructor(
    private readonly repository: DomainsRepository,
    private readonly transactions: WorkspaceTransactions,
    @Inject(TXT_RESOLVER) private readonly resolver: TxtResolver,
    private readonly plans: PlanGate,
  ) {}

  async list(workspace: WorkspaceRef): Promise<DomainView[]> {
    return (await this.repository.listByTeam(workspace.id)).map(toView);
  }

  /**
   * Adds a domain, unverified, with a fresh token. Refused when it is already listed here, verified
   * by another workspace, or when the domains would no longer fit five fields of 250 characters.
   */
  async add(workspace: WorkspaceRef, actor: AuditActor, raw: string): Promise<DomainView> {
    // The domains are authentication settings (a plan feature); removing one is always allowed.
    await this.plans.requireFeature(workspace.id, 'allowAuthenticationSettings');
    const domain = parseDomain(raw);
    const owner = await this.repository.verifiedOwner(domain);
    if (owner && owner !== workspace.id) throw DomainError.claimedElsewhere(domain);
    const added: TeamDomain = {
      id: randomUUID(),
      teamId: workspace.id,
      domain,
      verificationToken: randomBytes(24).toString('base64url'),
      verifiedAt: null,
      createdAt: new Date(),
    };
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      await this.repository.lockTeam(control, workspace.id);
      const existing = await this.repository.listByTeam(workspace.id, control);
      if (existing.some((d) => d.domain === domain)) throw DomainError.alreadyAdded(domain);
      domainFields([...existing.map((d) => d.domain), domain]);
      await this.repository.insert(control, added);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.DOMAIN_ADDED,
        objectType: AuditObjectType.DOMAIN,
        objectId: added.id,
        objectLabel: domain,
        oldValue: null,
        newValue: { domain },
      });
    });
    return toView(added);
  }

  /**
   * Looks for the domain's TXT record and marks it verified when the token is there. Refused (and
   * nothing changes) when the record is missing or another workspace verified the domain first.
   */
  async verify(workspace: WorkspaceRef, actor: AuditActor, id: string): Promise<DomainView> {
    await this.plans.requireFeature(workspace.id, 'allowAuthenticationSettings');
    const found = await this.repository.findById(workspace.id, id);
    if (!found) throw DomainError.notFound();
    if (found.verifiedAt) return toView(found);
    const name = txtRecordName(found.domain);
    const expected = txtRecordValue(found.verificationToken);
    let records: string[][];
    try {
      records = await this.resolver.resolveTxt(name);
    } catch (error) {
      throw DomainError.lookupFailed(name, (error as NodeJS.ErrnoException).code ?? 'no answer');
    }
    // A long TXT record arrives as several strings: they make one value (RFC 7208 §3.3).
    if (!records.some((parts) => parts.join('').trim() === expected))
      throw DomainError.recordNotFound(name, expected);
    const owner = await this.repository.verifiedOwner(found.domain);
    if (owner && owner !== workspace.id) throw DomainError.claimedElsewhere(found.domain);
    const verifiedAt = new Date();
    try {
      await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
        await this.repository.markVerified(control, workspace.id, id, verifiedAt);
        await recordAuditEntry(em, workspace.schemaName, {
          actor,
          action: AuditAction.DOMAIN_VERIFIED,
          objectType: AuditObjectType.DOMAIN,
          objectId: id,
          objectLabel: found.domain,
          oldValue: { verified: false },
          newValue: { verified: true, txtRecordName: name },
        });
      });
    } catch (error) {
      // Another workspace verified the same domain at the same moment: the unique index decided.
      if ((error as { code?: string }).code === '23505') throw DomainError.claimedElsewhere(found.domain);
      throw error;
    }
    return toView({ ...found, verifiedAt });
  }

  async remove(workspace: WorkspaceRef, actor: AuditActor, id: string): Promise<string> {
    const found = await this.repository.findById(workspace.id, id);
    if (!found) throw DomainError.notFound();
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      if (!(await this.repository.delete(control, workspace.id, id))) throw DomainError.notFound();
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.DOMAIN_REMOVED,
        objectType: AuditObjectType.DOMAIN,
        objectId: id,
        objectLabel: found.domain,
        oldValue: { domain: found.domain, verified: !!found.verifiedAt },
        newValue: null,
      });
    });
    return id;
  }

  /** The workspace that verified the domain of this address, or null (SSO discovery). */
  async teamIdForEmail(email: string): Promise<string | null> {
    return this.repository.verifiedOwner(emailDomain(email).toLowerCase());
  }
}

function toView(d: TeamDomain): DomainView {
  return {
    id: d.id,
    domain: d.domain,
    verifiedAt: d.verifiedAt,
    txtRecordName: txtRecordName(d.domain),
    txtRecordValue: txtRecordValue(d.verificationToken),
    createdAt: d.createdAt,
  };
}
