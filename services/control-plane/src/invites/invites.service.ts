import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  type Config,
  INVITE_EVENTS,
  INVITE_LIFETIME_SECONDS,
  type Mailer,
  MAX_LENGTH,
  NotificationKind,
  TrialExtensionSource,
  AuditAction,
  AuditObjectType,
  Role,
  normalizeEmail,
  requireText,
} from '@fieldnote/core';
import { type Account, CONFIG, type Invite, MAILER, recordEvent } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notifyInvitee } from '../account-notifications/notify-invitee';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { type ControlAndWorkspaceTx, WorkspaceTransactions } from '../audit/workspace-transactions';
import { AccountsService } from '../identity/accounts.service';
import { hashSecret, newSecret } from '../identity/secret-token';
import { MembershipsService } from '../workspaces/memberships.service';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';
import { SeatGate } from '../billing/seat-gate.service';
import { TrialExtensions } from '../billing/trials/trial-extensions.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { workspaceUrl } from '../workspaces/workspace-url';
import { InvitesRepository } from './invites.repository';

export interface InviteInput {
  email: string;
  role: Role;
  message?: string | null;
}

export interface AcceptInviteInput {
  token: string;
  /** The signed-in account, if any; otherwise a new account is made from name and password. */
  accountId?: string | null;
  name?: string | null;
  password?: string | null;
}

/** Invitations by e-mail: a link with a one-time secret that lets its holder join with the given role. */
@Injectable()
export class InvitesService {
  constructor(
    private readonly invites: InvitesRepository,
    private readonly memberships: MembershipsService,
    private readonly accounts: AccountsService,
    private readonly directory: WorkspaceDirectory,
    private readonly transactions: WorkspaceTransactions,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly seats: SeatGate,
    private readonly trialExtensions: TrialExtensions,
  ) {}

  async invite(
    workspace: WorkspaceRef,
    inviter: { id: string; name: string },
    input: InviteInput,
  ): Promise<{ invite: Invite; link: string }> {
    const email = normalizeEmail(input.email, MAX_LENGTH.teamUserEmail);
    const message = input.message
      ? requireText(input.message, 'Invite message', MAX_LENGTH.inviteMessage, undefined, 'multi-line')
      : null;
    const existing = await this.accounts.findByEmail(email);
    if (existing && (await this.memberships.roleOf(workspace, existing.id))) {
      throw AppError.badInput(`${email} is already a member of this workspace.`, { field: 'email' });
    }
    // A paid seat (manager, contributor) beyond those bought is refused with the way to buy more.
    await this.seats.admitInvite(workspace, input.role);
    const secret = newSecret();
    const invite = await this.transactions.withControl(workspace, async (tx) => {
      const created = await this.invites.insert(tx.control, {
        id: randomUUID(),
        teamId: workspace.id,
        email,
        role: input.role,
        message,
        tokenHash: hashSecret(secret),
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + INVITE_LIFETIME_SECONDS * 1000),
      });
      await this.audit(tx, workspace, inviter, AuditAction.INVITE_CREATED, created, null, {
        role: input.role,
      });
      await recordEvent(tx.workspace, INVITE_EVENTS.created, workspace.id, { inviteId: created.id });
      // Someone who already has an account also finds the invitation in their inbox, wherever they
      // are signed in; it shows once that account has confirmed this address (as the workspace list).
      if (existing) await notifyInvitee(tx, workspace.id, { accountId: existing.id, inviteId: created.id });
      return created;
    });
    const link = await this.mail(workspace, inviter, invite, secret);
    // Inviting people extends an active trial once (spec 001 §3 trial extension source Invite users).
    await this.trialExtensions.extend(workspace, TrialExtensionSource.InviteUsers);
    return { invite, link };
  }

  /** The workspace's invites not yet accepted, newest first; expired ones too, so they can be resent. */
  async listPending(workspace: WorkspaceRef): Promise<Invite[]> {
    return this.invites.pendingOfWorkspace(workspace.id);
  }

  /**
   * Mails a pending invite again with a new link (the old link stops working) valid for a full
   * lifetime from now.
   */
  async resend(
    workspace: WorkspaceRef,
    actor: { id: string; name: string },
    inviteId: string,
  ): Promise<{ invite: Invite; link: string }> {
    const secret = newSecret();
    const invite = await this.transactions.withControl(workspace, async (tx) => {
      const found = await this.pendingInvite(tx.control, workspace, inviteId);
      const oldExpiresAt = found.expiresAt;
      found.tokenHash = hashSecret(secret);
      found.expiresAt = new Date(Date.now() + INVITE_LIFETIME_SECONDS * 1000);
      await this.invites.save(tx.control);
      await this.audit(
        tx,
        workspace,
        actor,
        AuditAction.INVITE_RESENT,
        found,
        { expiresAt: oldExpiresAt.toISOString() },
        { expiresAt: found.expiresAt.toISOString() },
      );
      await recordEvent(tx.workspace, INVITE_EVENTS.resent, workspace.id, { inviteId: found.id });
      // Sent again: back at the top of the invitee's inbox, unread (an account made since included).
      const invitee = await this.accounts.findByEmail(found.email);
      if (invitee) await notifyInvitee(tx, workspace.id, { accountId: invitee.id, inviteId: found.id });
      return found;
    });
    const inviter = (await this.accounts.findById(invite.invitedBy)) ?? actor;
    const link = await this.mail(workspace, inviter, invite, secret);
    return { invite, link };
  }

  /** Withdraws a pending invite: its link stops working for good. */
  async revoke(
    workspace: WorkspaceRef,
    actor: { id: string; name: string },
    inviteId: string,
  ): Promise<Invite> {
    return this.transactions.withControl(workspace, async (tx) => {
      const found = await this.pendingInvite(tx.control, workspace, inviteId);
      await this.invites.delete(tx.control, found.id);
      await this.audit(tx, workspace, actor, AuditAction.INVITE_REVOKED, found, { role: found.role }, null);
      await recordEvent(tx.workspace, INVITE_EVENTS.revoked, workspace.id, { inviteId: found.id });
      return found;
    });
  }

  private async pendingInvite(em: EntityManager, workspace: WorkspaceRef, inviteId: string): Promise<Invite> {
    // Looked up with the workspace's id, so an invite of another workspace is simply not found.
    const found = await this.invites.pendingOfWorkspaceById(em, inviteId, workspace.id);
    if (!found) throw AppError.notFound('Invite');
    return found;
  }

  private audit(
    tx: ControlAndWorkspaceTx,
    workspace: WorkspaceRef,
    actor: { id: string; name: string },
    action: AuditAction,
    invite: Invite,
    oldValue: Record<string, unknown> | null,
    newValue: Record<string, unknown> | null,
  ): Promise<void> {
    return recordAuditEntry(tx.workspace, workspace.schemaName, {
      actor: { id: actor.id, name: actor.name },
      action,
      objectType: AuditObjectType.INVITE,
      objectId: invite.id,
      objectLabel: invite.email,
      oldValue,
      newValue,
    });
  }

  private async mail(
    workspace: WorkspaceRef,
    inviter: { name: string },
    invite: Invite,
    secret: string,
  ): Promise<string> {
    const link = `${workspaceUrl(this.config, workspace.subdomain, '/auth/accept-invite')}?token=${secret}`;
    await this.mailer.send({
      to: invite.email,
      kind: NotificationKind.INVITE,
      subject: `${inviter.name} invited you to ${workspace.name} on Fieldnote`,
      text: [
        `${inviter.name} invited you to join ${workspace.name} as ${invite.role.toLowerCase()}.`,
        invite.message,
        `Accept: ${link}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
    });
    return link;
  }

  async accept(input: AcceptInviteInput): Promise<{ workspace: WorkspaceRef; account: Account; role: Role }> {
    const invite = await this.invites.byTokenHash(hashSecret(input.token));
    if (!invite || invite.acceptedAt || invite.expiresAt <= new Date()) {
      throw AppError.badInput('This invite link is invalid or has expired. Ask for a new one.');
    }
    const workspace = await this.directory.byId(invite.teamId);
    if (!workspace) throw AppError.notFound('Workspace');
    const account = await this.accountFor(invite, input);
    await this.claim(invite, workspace, account);
    // The link was mailed to this address, so holding it proves the account owns the address.
    if (!account.emailConfirmedAt) await this.accounts.markEmailConfirmed(account.id);
    return { workspace, account, role: invite.role as Role };
  }

  /**
   * Accepts a pending invite to `teamId` for an account whose confirmed address it was sent to
   * (the INVITE kind of available teams): the membership gets the invited role.
   */
  async acceptPending(account: Account, workspace: WorkspaceRef): Promise<Role> {
    if (!account.emailConfirmedAt) throw emailNotConfirmedError(account.email);
    const [invite] = (await this.pendingFor(account.email)).filter((i) => i.teamId === workspace.id);
    if (!invite) throw AppError.forbidden('There is no pending invite to this workspace for your address.');
    await this.claim(invite, workspace, account);
    return invite.role as Role;
  }

  /** Claims the invite atomically, so a link submitted twice at once still works only once. */
  private async claim(invite: Invite, workspace: WorkspaceRef, account: Account): Promise<void> {
    await this.transactions.withControl(workspace, async (tx) => {
      const claimed = await this.invites.claim(tx.control, invite.id);
      if (!claimed) throw AppError.badInput('This invite link is invalid or has expired. Ask for a new one.');
      await this.memberships.addInTransaction(tx, workspace, account, invite.role as Role);
    });
  }

  /** Invites waiting for this address: the INVITE kind of available teams. */
  async pendingFor(email: string): Promise<Invite[]> {
    return this.invites.livePendingFor(email.toLowerCase());
  }

  private async accountFor(invite: Invite, input: AcceptInviteInput): Promise<Account> {
    if (input.accountId) {
      const account = await this.accounts.findById(input.accountId);
      if (!account) throw AppError.unauthenticated();
      if (account.email !== invite.email) {
        throw AppError.forbidden(
          `This invite was sent to ${invite.email}. Sign in with that address to accept it.`,
        );
      }
      return account;
    }
    if (await this.accounts.findByEmail(invite.email)) {
      throw AppError.unauthenticated(`Sign in as ${invite.email} to accept this invite.`);
    }
    if (!input.name || !input.password) {
      throw AppError.badInput('Choose a name and a password to create your account.');
    }
    // The invite link was mailed to this address: the newcomer has proved they own it.
    return this.accounts.signUp({
      email: invite.email,
      name: input.name,
      password: input.password,
      emailConfirmed: true,
    });
  }
}

/**
 * FORBIDDEN until the account proves it owns its address: invitations and workspaces open to an
 * address are its owner's, not whoever signed up with it.
 */
export function emailNotConfirmedError(email: string): AppError {
  return AppError.forbidden(
    `Confirm your e-mail address first: enter the code we sent to ${email}. You can ask for a new code.`,
  );
}
