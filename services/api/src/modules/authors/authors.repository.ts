import { Injectable } from '@nestjs/common';
import { qualified } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A member as an author's name is drawn from it: removed members keep their row, deactivated. */
export interface AuthorRow {
  id: string;
  name: string;
  deactivated_at: Date | null;
}

/** The query of authors' names; `schemaName` is the workspace's schema. */
@Injectable()
export class AuthorsRepository {
  /** Every member of the workspace, removed ones too. */
  members(em: EntityManager, schemaName: string): Promise<AuthorRow[]> {
    return em
      .getConnection()
      .execute<AuthorRow[]>(`select id, name, deactivated_at from ${qualified(schemaName, 'members')}`);
  }
}
