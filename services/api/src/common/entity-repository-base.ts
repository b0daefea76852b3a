import type { EntityManager, EntityName, FilterQuery, RequiredEntityData } from '@mikro-orm/postgresql';

/**
 * The reads and writes every repository of one entity has alike: by id, insert, save, remove. Each
 * runs through `em`, in its transaction when it has one, and through the member's project gate when
 * `em` carries one; a repository adds the queries of its own domain.
 */
export abstract class EntityRepositoryBase<T extends { id: string }> {
  protected constructor(private readonly entity: EntityName<T>) {}

  /** The row, or null (for a soft-deletable entity: live or in the trash). */
  findById(em: EntityManager, id: string): Promise<T | null> {
    return em.findOne(this.entity, { id } as FilterQuery<T>);
  }

  /** Inserts a row. */
  async insert(em: EntityManager, data: RequiredEntityData<T>): Promise<T> {
    const row = em.create(this.entity, data);
    await em.flush();
    return row;
  }

  /** Writes the changes made to the rows loaded through `em`. */
  save(em: EntityManager): Promise<void> {
    return em.flush();
  }

  /** Deletes the row; the database cascades to the rows that hang on it. */
  async remove(em: EntityManager, row: T): Promise<void> {
    em.remove(row);
    await em.flush();
  }
}
