import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { TrashItemModel } from './dto/trash-item.model';
import { TrashService } from './trash.service';
import { Role } from '@fieldnote/core';

/** The trash page: deleted projects and notes with who deleted them and when. */
@Resolver(() => TrashItemModel)
export class TrashResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly trashService: TrashService,
  ) {}

  @Query(() => [TrashItemModel], { description: 'Newest deletion first; only one project with projectId.' })
  async trash(
    @Args('projectId', { type: () => ID, nullable: true }) projectId: string | null,
    @Context() ctx: GqlContext,
  ): Promise<TrashItemModel[]> {
    return this.trashService.list(await this.access.require(ctx.req, Role.VIEWER), projectId);
  }
}
