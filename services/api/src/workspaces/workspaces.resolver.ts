import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AppError, type Config, Role } from '@fieldnote/core';
import { AccountsService, AvailableTeamsService, WorkspaceCreationService } from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { InputArgs } from '../graphql/input-args.decorator';
import { AccountLookupModel } from './dto/account-lookup.model';
import { CreateWorkspaceInput } from './dto/workspace.inputs';
import { WorkspaceModel } from './dto/workspace.model';

/** Creating, finding and joining workspaces. */
@Resolver(() => WorkspaceModel)
export class WorkspacesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly creation: WorkspaceCreationService,
    private readonly availableTeams: AvailableTeamsService,
    private readonly accounts: AccountsService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Query(() => WorkspaceModel, { description: 'The workspace at this address (members only).' })
  async workspace(@Context() ctx: GqlContext): Promise<WorkspaceModel> {
    const { workspace } = await this.access.require(ctx.req, Role.VIEWER);
    return WorkspaceModel.from(workspace, this.config);
  }

  @Mutation(() => WorkspaceModel, { description: 'Create a workspace; you become its manager.' })
  async createWorkspace(
    @InputArgs('input') input: CreateWorkspaceInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceModel> {
    const accountId = await this.access.requireAccount(ctx.req);
    const workspace = await this.creation.create({ accountId, ...input });
    return WorkspaceModel.from(workspace, this.config);
  }

  @Query(() => AccountLookupModel, {
    description:
      'Your workspaces and the ones you may join (by invite or e-mail domain); the latter only once your e-mail address is confirmed.',
  })
  async accountLookup(@Context() ctx: GqlContext): Promise<AccountLookupModel> {
    const account = await this.currentAccount(ctx);
    return AccountLookupModel.from(await this.availableTeams.lookupFor(account), this.config);
  }

  @Mutation(() => Boolean, {
    description:
      'Find my workspace: e-mails the workspaces this address belongs to or may join. Always true, so it reveals nothing.',
  })
  async sendWorkspaceList(@Args('email') email: string): Promise<boolean> {
    await this.availableTeams.sendWorkspaceList(email);
    return true;
  }

  @Mutation(() => WorkspaceModel, {
    description:
      'Join an available workspace: one you are invited to (with the invited role) or one open to your e-mail domain (as a viewer). Needs a confirmed e-mail address.',
  })
  async joinWorkspace(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceModel> {
    const account = await this.currentAccount(ctx);
    return WorkspaceModel.from(await this.availableTeams.join(account, teamId), this.config);
  }

  private async currentAccount(ctx: GqlContext) {
    const account = await this.accounts.findById(await this.access.requireAccount(ctx.req));
    if (!account) throw AppError.unauthenticated();
    return account;
  }
}
