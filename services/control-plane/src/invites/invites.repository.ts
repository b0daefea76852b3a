import { Injectable } from '@nestjs/common';
import { Databases, Invite } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a new invite is written with. */
export type NewInvite = Pick<
  Invite,
  'id' | 'teamId' | 'email' | 'role' | 'message' | 'tokenHash' | 'invitedBy' | 'expiresAt'
>;

/**
 * The queries of invites in the control schema. Changes run through the caller's `em` (the control
 * side of a change and its audit entry); reads in an entity manager of their own.
 */
@Injectable()
export class InvitesRepository {
  constructor(private readonly databases: Databases) {}

  /** Writes a new invite, made now and not yet accepted, and returns it. */
  async insert(em: EntityManager, invite: NewInvite): Promise<Invite> {
    const created = em.create(Invite, { ...invite, createdAt: new Date(), acceptedAt: null });
    await em.flush();
    return created;
  }

  /** The workspace's invites not yet accepted (expired ones too), newest first. */
  pendingOfWorkspace(teamId: string): Promise<Invite[]> {
    return this.em().find(Invite, { teamId, acceptedAt: null }, { orderBy: { createdAt: 'desc' } });
  }

  /** An invite of the workspace not yet accepted; one of another workspace is simply not found. */
  pendingOfWorkspaceById(em: EntityManager, id: string, teamId: string): Promise<Invite | null> {
    return em.findOne(Invite, { id, teamId, acceptedAt: null });
  }

  /** The invites of this address not yet accepted nor expired, newest first. */
  livePendingFor(email: string): Promise<Invite[]> {
    return this.em().find(
      Invite,
      { email, acceptedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { createdAt: 'desc' } },
    );
  }

  /** The invite of a link's secret (by its hash), or null. */
  byTokenHash(tokenHash: string): Promise<Invite | null> {
    return this.em().findOne(Invite, { tokenHash });
  }

  /** Stamps the invite accepted now unless it already was: whether this call claimed it. */
  async claim(em: EntityManager, id: string): Promise<boolean> {
    return (await em.nativeUpdate(Invite, { id, acceptedAt: null }, { acceptedAt: new Date() })) > 0;
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(Invite, { id });
  }

  /** Writes the changes made to the invites read through `em`. */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }

  private em() {
    return this.databases.control().em.fork();
  }
}
