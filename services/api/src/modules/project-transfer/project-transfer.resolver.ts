import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { ProjectTransferModel } from './dto/project-transfer.model';
import { ProjectTransferService } from './project-transfer.service';

/**
 * Project exports and imports. Export: any member who can read the project (viewers too: it is a
 * copy of what they already read), unless the plan turns export off. Import (POST
 * /project-transfers/import): contributors and managers, as creating a project. Each member sees
 * only their own transfers. API tokens may do all of it (token-scope.ts).
 */
@Resolver(() => ProjectTransferModel)
export class ProjectTransferResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ProjectTransferService,
  ) {}

  @Mutation(() => ProjectTransferModel, {
    description:
      'Starts an export of the project as one zip (spec 001 §3 file set); watch `projectTransfer`.',
  })
  async startProjectExport(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectTransferModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return ProjectTransferModel.from(await this.service.startExport(scope, projectId));
  }

  @Query(() => ProjectTransferModel)
  async projectTransfer(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectTransferModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return ProjectTransferModel.from(await this.service.get(scope, id));
  }

  @Query(() => [ProjectTransferModel], { description: "The member's newest 50 exports and imports." })
  async projectTransfers(@Context() ctx: GqlContext): Promise<ProjectTransferModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.service.list(scope)).map((row) => ProjectTransferModel.from(row));
  }
}
