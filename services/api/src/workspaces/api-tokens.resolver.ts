import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MAX_LENGTH, parsePathId, Role } from '@fieldnote/core';
import { ApiTokensService } from '@fieldnote/control-plane';
import { AuditActors } from '../context/audit-actors.service';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { ApiTokenModel, CreatedApiTokenModel } from './dto/api-token.model';

/** Personal API tokens for this workspace: `Authorization: Bearer fn_…`. */
@Resolver(() => ApiTokenModel)
export class ApiTokensResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly tokens: ApiTokensService,
    private readonly actors: AuditActors,
  ) {}

  @Query(() => [ApiTokenModel])
  async apiTokens(@Context() ctx: GqlContext): Promise<ApiTokenModel[]> {
    const { workspace, accountId } = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.tokens.list(workspace.id, accountId)).map(ApiTokenModel.from);
  }

  @Mutation(() => CreatedApiTokenModel, {
    description: `Name up to ${MAX_LENGTH.apiTokenName} characters. Shown once.`,
  })
  async createApiToken(
    @Args('name') name: string,
    @Context() ctx: GqlContext,
  ): Promise<CreatedApiTokenModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const { token, secret } = await this.tokens.create(scope.workspace, await this.actors.of(scope), name);
    return Object.assign(new CreatedApiTokenModel(), { token: secret, apiToken: ApiTokenModel.from(token) });
  }

  @Mutation(() => Boolean)
  async revokeApiToken(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    await this.tokens.revoke(scope.workspace, await this.actors.of(scope), parsePathId(id));
    return true;
  }
}
