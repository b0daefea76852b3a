import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { AppError } from '@fieldnote/core';
import { AccountsService, EmailConfirmationService } from '@fieldnote/control-plane';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { AccountModel } from './dto/account.model';

/**
 * Confirming the signed-in account's e-mail address with the mailed code (spec 001 §7 "Send
 * confirmation email" / "Confirm email", ONE_TIME_CODE). Session only: an API token is refused.
 */
@Resolver()
export class EmailConfirmationResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly accounts: AccountsService,
    private readonly confirmations: EmailConfirmationService,
  ) {}

  @Mutation(() => AccountModel, {
    description:
      'Confirms your e-mail address with the 6-digit code mailed to it (valid 15 minutes, 5 attempts). Then invitations and workspaces open to the address are shown.',
  })
  async confirmEmail(@Args('code') code: string, @Context() ctx: GqlContext): Promise<AccountModel> {
    const account = await this.currentAccount(ctx);
    await this.confirmations.confirm(account, code);
    const confirmed = await this.accounts.profile(account.id);
    if (!confirmed) throw AppError.unauthenticated();
    return AccountModel.from(confirmed);
  }

  @Mutation(() => Boolean, {
    description: 'Mails a new confirmation code to your address (the previous one stops working).',
  })
  async sendConfirmationEmail(@Context() ctx: GqlContext): Promise<boolean> {
    await this.confirmations.send(await this.currentAccount(ctx));
    return true;
  }

  private async currentAccount(ctx: GqlContext) {
    // requireAccount refuses API tokens: confirming an address is for the person, in a session.
    const account = await this.accounts.findById(await this.access.requireAccount(ctx.req));
    if (!account) throw AppError.unauthenticated();
    return account;
  }
}
