import { Context, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { HomeModel } from './dto/home.model';
import { HomeService } from './home.service';
import { Role } from '@fieldnote/core';

/** The /home page: recent items and published insights. */
@Resolver(() => HomeModel)
export class HomeResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly homeService: HomeService,
  ) {}

  @Query(() => HomeModel)
  async home(@Context() ctx: GqlContext): Promise<HomeModel> {
    return this.homeService.home(await this.access.require(ctx.req, Role.VIEWER));
  }
}
