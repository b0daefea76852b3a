import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { RefiQdaImportModel } from './dto/refi-qda.model';
import { RefiQdaService } from './refi-qda.service';

/** REFI-QDA imports: contributors and managers read them (uploads go to POST /refi-qda/imports). */
@Resolver(() => RefiQdaImportModel)
export class RefiQdaResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: RefiQdaService,
  ) {}

  @Query(() => [RefiQdaImportModel], { description: 'The newest 50 REFI-QDA imports of a project.' })
  async refiQdaImports(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<RefiQdaImportModel[]> {
    const rows = await this.service.list(await this.access.require(ctx.req, Role.CONTRIBUTOR), projectId);
    return rows.map((row) => RefiQdaImportModel.from(row));
  }

  @Query(() => RefiQdaImportModel)
  async refiQdaImport(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<RefiQdaImportModel> {
    return RefiQdaImportModel.from(
      await this.service.get(await this.access.require(ctx.req, Role.CONTRIBUTOR), id),
    );
  }
}
