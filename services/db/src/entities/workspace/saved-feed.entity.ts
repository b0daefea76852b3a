import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** A member's saved search (spec 000 §2 saved feeds): a title and the search page's parameters. */
@Entity({ tableName: 'saved_feeds', schema: '*' })
@Index({ properties: ['createdBy', 'createdAt'] })
export class SavedFeed extends AuthoredRecord {
  @Property({ type: 'string', length: 200 })
  title!: string;

  /** The search page's address parameters (query, resultType, projectIds, sort, method, filter). */
  @Property({ type: 'text' })
  search!: string;
}
