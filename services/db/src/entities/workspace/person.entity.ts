import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/**
 * A person research is about (spec 000 §3 "people/contacts"): a customer or participant, not a
 * workspace member. `name` may be empty (shown as 'Unnamed participant', spec 000 §6) when the
 * e-mail address says who it is; the address is unique per workspace ignoring case.
 */
@Entity({ tableName: 'people', schema: '*' })
export class Person extends AuthoredRecord {
  @Property({ type: 'string', length: 300 })
  name = '';

  @Property({ type: 'string', length: 320, nullable: true })
  email: string | null = null;
}
