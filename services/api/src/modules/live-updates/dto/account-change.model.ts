import { Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * Something changed in the caller's own account inbox (an invitation to a workspace arrived): only
 * ids, as on the workspace channel; the page reads the inbox again.
 */
@ObjectType('AccountChange')
export class AccountChangeModel {
  @Field({ description: 'What kind of thing changed: account_notification.' })
  kind!: string;

  @Field({ description: 'What happened to it: created.' })
  action!: string;

  @Field(() => ID, { nullable: true, description: 'The id of the thing.' })
  id!: string | null;

  @Field()
  occurredAt!: Date;
}
