import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role, parsePathId } from '@fieldnote/core';
import { DomainsService } from '@fieldnote/control-plane';
import { AuditActors } from '../../context/audit-actors.service';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { WorkspaceDomainModel } from './dto/workspace-domain.model';

/** The workspace's e-mail domains (/settings/authentication): managers, in person (session only). */
@Resolver(() => WorkspaceDomainModel)
export class DomainsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly actors: AuditActors,
    private readonly domains: DomainsService,
  ) {}

  @Query(() => [WorkspaceDomainModel], {
    description: "Managers only, session only. The workspace's e-mail domains, oldest first.",
  })
  async workspaceDomains(@Context() ctx: GqlContext): Promise<WorkspaceDomainModel[]> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return (await this.domains.list(scope.workspace)).map((d) => WorkspaceDomainModel.from(d));
  }

  @Mutation(() => WorkspaceDomainModel, {
    description:
      'Managers only, session only. Adds an unverified domain with its TXT record; BAD_USER_INPUT when it is already listed, verified by another workspace, or the domains no longer fit five fields of 250 characters.',
  })
  async addWorkspaceDomain(
    @Args('domain') domain: string,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceDomainModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return WorkspaceDomainModel.from(
      await this.domains.add(scope.workspace, await this.actors.of(scope), domain),
    );
  }

  @Mutation(() => WorkspaceDomainModel, {
    description:
      "Managers only, session only. Looks up the domain's TXT record and marks it verified; BAD_USER_INPUT when the record is not there (nothing changes).",
  })
  async verifyWorkspaceDomain(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceDomainModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return WorkspaceDomainModel.from(
      await this.domains.verify(scope.workspace, await this.actors.of(scope), parsePathId(id)),
    );
  }

  @Mutation(() => ID, { description: 'Managers only, session only. Removes the domain; its id.' })
  async removeWorkspaceDomain(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<string> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return this.domains.remove(scope.workspace, await this.actors.of(scope), parsePathId(id));
  }
}
