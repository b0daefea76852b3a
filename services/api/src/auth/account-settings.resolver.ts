import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { AppError } from '@fieldnote/core';
import { AccountSettingsService, AccountsService } from '@fieldnote/control-plane';
import type { GqlContext } from '../context/gql-context';
import { RequestAuthService } from '../context/request-auth.service';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { InputArgs } from '../graphql/input-args.decorator';
import { AccountModel } from './dto/account.model';
import {
  ChangePasswordInput,
  RequestEmailChangeInput,
  UpdateAccountInput,
} from './dto/account-settings.inputs';

/**
 * /settings/user/account: the signed-in person changes their name, theme, password and e-mail
 * address. Session only: no API token changes credentials or who an account is.
 */
@Resolver()
export class AccountSettingsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly auth: RequestAuthService,
    private readonly accounts: AccountsService,
    private readonly settings: AccountSettingsService,
  ) {}

  @Mutation(() => AccountModel, {
    description: 'Changes your name and/or theme (legacy, browser-default, light, dark).',
  })
  async updateAccount(
    @InputArgs('input') input: UpdateAccountInput,
    @Context() ctx: GqlContext,
  ): Promise<AccountModel> {
    const account = await this.currentAccount(ctx);
    await this.settings.updateProfile(account, input);
    return this.profile(account.id);
  }

  @Mutation(() => Boolean, {
    description: 'Needs your current password. Every other session of your account is signed out.',
  })
  async changePassword(
    @InputArgs('input') input: ChangePasswordInput,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    const account = await this.currentAccount(ctx);
    const { sessionSecret } = await this.auth.of(ctx.req);
    await this.settings.changePassword(
      account,
      input.currentPassword,
      input.newPassword,
      sessionSecret ?? null,
    );
    return true;
  }

  @Mutation(() => String, {
    description:
      'Needs your current password. Mails a 6-digit code to the new address; the address changes only when the code is entered (confirmEmailChange). Returns the new address.',
  })
  async requestEmailChange(
    @InputArgs('input') input: RequestEmailChangeInput,
    @Context() ctx: GqlContext,
  ): Promise<string> {
    const account = await this.currentAccount(ctx);
    return this.settings.requestEmailChange(account, input.email, input.currentPassword);
  }

  @Mutation(() => AccountModel, { description: 'Makes the new address yours with the code mailed to it.' })
  async confirmEmailChange(@Args('code') code: string, @Context() ctx: GqlContext): Promise<AccountModel> {
    const account = await this.currentAccount(ctx);
    await this.settings.confirmEmailChange(account, code);
    return this.profile(account.id);
  }

  private async currentAccount(ctx: GqlContext) {
    // requireAccount refuses API tokens.
    const account = await this.accounts.findById(await this.access.requireAccount(ctx.req));
    if (!account) throw AppError.unauthenticated();
    return account;
  }

  private async profile(accountId: string): Promise<AccountModel> {
    const profile = await this.accounts.profile(accountId);
    if (!profile) throw AppError.unauthenticated();
    return AccountModel.from(profile);
  }
}
