import type { EntityManager, EntityName, FilterQuery, RequiredEntityData } from '@mikro-orm/postgresql';

/**
 * What every repository of a MikroORM entity does with its main entity: find a row by id, and write
 * through the unit of work, each write at once (flushed) in `em`'s transaction along with whatever
 * else changed in `em`. Repositories extend it, so services write rows without calling the ORM.
 */
export abstract class EntityRows<T extends { id: string }> {
  protected constructor(private readonly entity: EntityName<T>) {}

  /** The row of this id, or null. */
  findById(em: EntityManager, id: string): Promise<T | null> {
    return em.findOne(this.entity, { id } as FilterQuery<T>);
  }

  /** Writes a new row. */
  async insert(em: EntityManager, data: RequiredEntityData<T>): Promise<T> {
    const row = em.create(this.entity, data);
    await em.flush();
    return row;
  }

  /** Writes the changes made to rows loaded in `em` (and `rows`, when they are new to it). */
  async save(em: EntityManager, rows?: T | T[]): Promise<void> {
    if (rows) em.persist(rows);
    await em.flush();
  }

  /** Deletes the rows; the database cascades to the rows that hang on them. */
  async delete(em: EntityManager, rows: T | T[]): Promise<void> {
    await em.remove(rows).flush();
  }
}
