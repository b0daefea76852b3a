import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AppError, type Config, type Mailer, normalizeEmail } from '@fieldnote/core';
import {
  AccountsService,
  AvailableTeamsService,
  WorkspaceCreationService,
  workspaceUrl,
} from '@fieldnote/control-plane';
import { CONFIG, MAILER } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
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
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Query(() => WorkspaceModel, { description: 'The workspace at this address (members only).' })
  async workspace(@Context() ctx: GqlContext): Promise<WorkspaceModel> {
    const { workspace } = await this.access.require(ctx.req);
    return WorkspaceModel.from(workspace, this.config);
  }

  @Mutation(() => WorkspaceModel, { description: 'Create a workspace; you become its manager.' })
  async createWorkspace(
    @Args('input') input: CreateWorkspaceInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceModel> {
    const accountId = await this.access.requireAccount(ctx.req);
    const workspace = await this.creation.create({ accountId, ...input });
    return WorkspaceModel.from(workspace, this.config);
  }

  @Query(() => AccountLookupModel, {
    description: 'Your workspaces and the ones you may join (by invite or e-mail domain).',
  })
  async accountLookup(@Context() ctx: GqlContext): Promise<AccountLookupModel> {
    const account = await this.currentAccount(ctx);
    return AccountLookupModel.from(await this.availableTeams.lookup(account.email), this.config);
  }

  @Mutation(() => Boolean, {
    description:
      'Find my workspace: e-mails the workspaces this address belongs to or may join. Always true, so it reveals nothing.',
  })
  async sendWorkspaceList(@Args('email') rawEmail: string): Promise<boolean> {
    const email = normalizeEmail(rawEmail);
    const lookup = await this.availableTeams.lookup(email);
    const lines = [
      ...lookup.currentTeams.map((t) => `${t.name}: ${workspaceUrl(this.config, t.subdomain)}`),
      ...lookup.availableTeams.map(
        (t) =>
          `${t.workspace.name} (${t.type === 'INVITE' ? `invited by ${t.invitedBy}` : 'open to your domain'}): ${workspaceUrl(this.config, t.workspace.subdomain)}`,
      ),
    ];
    await this.mailer.send({
      to: email,
      subject: 'Your Fieldnote workspaces',
      text: lines.length ? lines.join('\n') : 'No Fieldnote workspace uses this e-mail address yet.',
    });
    return true;
  }

  @Mutation(() => WorkspaceModel, {
    description: 'Join a workspace open to your e-mail domain (as a viewer).',
  })
  async joinWorkspace(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceModel> {
    const account = await this.currentAccount(ctx);
    return WorkspaceModel.from(await this.availableTeams.joinByDomain(account, teamId), this.config);
  }

  private async currentAccount(ctx: GqlContext) {
    const account = await this.accounts.findById(await this.access.requireAccount(ctx.req));
    if (!account) throw AppError.unauthenticated();
    return account;
  }
}
