import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { AccountProfile } from '@fieldnote/control-plane';

@ObjectType('Account')
export class AccountModel {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() name!: string;
  @Field() createdAt!: Date;

  static from(account: AccountProfile): AccountModel {
    return Object.assign(new AccountModel(), {
      id: account.id,
      email: account.email,
      name: account.name,
      createdAt: account.createdAt,
    });
  }
}
