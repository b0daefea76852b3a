import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MAX_LENGTH, Role, parsePathId } from '@fieldnote/core';
import { AuditActors } from '../../context/audit-actors.service';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { CreatedScimTokenModel, ScimTokenModel } from './dto/scim-token.model';
import { ScimTokensService } from './scim-tokens.service';

/** SCIM tokens of the workspace (managers): what an identity provider sends to /scim/v2. */
@Resolver(() => ScimTokenModel)
export class ScimTokensResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly tokens: ScimTokensService,
    private readonly actors: AuditActors,
  ) {}

  @Query(() => [ScimTokenModel], { description: 'Managers only.' })
  async scimTokens(@Context() ctx: GqlContext): Promise<ScimTokenModel[]> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return (await this.tokens.list(scope)).map(ScimTokenModel.from);
  }

  @Mutation(() => CreatedScimTokenModel, {
    description: `Managers only. Name up to ${MAX_LENGTH.apiTokenName} characters. The secret is shown once.`,
  })
  async createScimToken(
    @Args('name') name: string,
    @Context() ctx: GqlContext,
  ): Promise<CreatedScimTokenModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    const { row, secret } = await this.tokens.create(scope, await this.actors.of(scope), name);
    return Object.assign(new CreatedScimTokenModel(), { token: secret, scimToken: ScimTokenModel.from(row) });
  }

  @Mutation(() => Boolean, { description: 'Managers only. The token stops working at once.' })
  async revokeScimToken(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    await this.tokens.revoke(scope, await this.actors.of(scope), parsePathId(id));
    return true;
  }
}
