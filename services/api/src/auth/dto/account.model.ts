import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { AccountProfile } from '@fieldnote/control-plane';

@ObjectType('Account')
export class AccountModel {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() name!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, {
    nullable: true,
    description:
      'When the owner confirmed the e-mail address (confirmEmail, or an invite link mailed to it); null until then. Invitations and workspaces open to the address are shown only after.',
  })
  emailConfirmedAt!: Date | null;
  @Field({ description: 'legacy, browser-default, light or dark (spec 000 §3); the web app applies it.' })
  theme!: string;
  @Field({
    description:
      'False for an account single sign-on or SCIM made (its password is random and unknown) until its owner sets one through a mailed reset link; changePassword needs the current password, so the web app offers that link instead.',
  })
  hasPassword!: boolean;

  static from(account: AccountProfile): AccountModel {
    return Object.assign(new AccountModel(), {
      id: account.id,
      email: account.email,
      name: account.name,
      createdAt: account.createdAt,
      emailConfirmedAt: account.emailConfirmedAt,
      theme: account.theme,
      hasPassword: account.hasPassword,
    });
  }
}
