import { Injectable } from '@nestjs/common';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TeamDomain } from './team-domain';

interface DomainRow {
  id: string;
  team_id: string;
  domain: string;
  verification_token: string;
  // Raw SQL answers timestamps as text.
  verified_at: Date | string | null;
  created_at: Date | string;
}

/** The SQL of workspace domains (control schema). */
@Injectable()
export class DomainsRepository {
  constructor(private readonly databases: Databases) {}

  /** The workspace's domains, oldest first (the order they fill the metadata fields in). */
  async listByTeam(teamId: string, em?: EntityManager): Promise<TeamDomain[]> {
    const rows = await this.sql(em).execute<DomainRow[]>(
      'select * from control.team_domains where team_id = ? order by created_at, domain',
      [teamId],
      'all',
      em?.getTransactionContext(),
    );
    return rows.map(toDomain);
  }

  async findById(teamId: string, id: string): Promise<TeamDomain | null> {
    const [row] = await this.sql().execute<DomainRow[]>(
      'select * from control.team_domains where team_id = ? and id = ?',
      [teamId, id],
    );
    return row ? toDomain(row) : null;
  }

  /** The workspace that verified this domain, or null. */
  async verifiedOwner(domain: string): Promise<string | null> {
    const [row] = await this.sql().execute<{ team_id: string }[]>(
      'select team_id from control.team_domains where domain = ? and verified_at is not null',
      [domain],
    );
    return row?.team_id ?? null;
  }

  /** Serialises changes to one workspace's domains (the five-field limit counts them all). */
  async lockTeam(em: EntityManager, teamId: string): Promise<void> {
    await em
      .getConnection()
      .execute(
        'select id from control.teams where id = ? for update',
        [teamId],
        'all',
        em.getTransactionContext(),
      );
  }

  async insert(em: EntityManager, d: TeamDomain): Promise<void> {
    await em.getConnection().execute(
      `insert into control.team_domains (id, team_id, domain, verification_token, verified_at, created_at)
       values (?, ?, ?, ?, ?, ?)`,
      [d.id, d.teamId, d.domain, d.verificationToken, d.verifiedAt, d.createdAt],
      'run',
      em.getTransactionContext(),
    );
  }

  /** Marks it verified; fails with the unique index (23505) when another workspace verified it first. */
  async markVerified(em: EntityManager, teamId: string, id: string, at: Date): Promise<void> {
    await em
      .getConnection()
      .execute(
        'update control.team_domains set verified_at = ? where team_id = ? and id = ? and verified_at is null',
        [at, teamId, id],
        'run',
        em.getTransactionContext(),
      );
  }

  async delete(em: EntityManager, teamId: string, id: string): Promise<number> {
    const rows = await em
      .getConnection()
      .execute<{ id: string }[]>(
        'delete from control.team_domains where team_id = ? and id = ? returning id',
        [teamId, id],
        'all',
        em.getTransactionContext(),
      );
    return rows.length;
  }

  private sql(em?: EntityManager) {
    return (em ?? this.databases.control().em).getConnection();
  }
}

function toDomain(row: DomainRow): TeamDomain {
  return {
    id: row.id,
    teamId: row.team_id,
    domain: row.domain,
    verificationToken: row.verification_token,
    verifiedAt: row.verified_at ? new Date(row.verified_at) : null,
    createdAt: new Date(row.created_at),
  };
}
