import { Args, Context, ID, Info, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { selectsField } from '../../graphql/selects-field.util';
import { SearchFilterGroupInput } from '../search';
import {
  CreateProjectViewInput,
  MoveViewItemInput,
  ReorderProjectViewInput,
  SaveCanvasObjectsInput,
  UpdateProjectViewInput,
} from './dto/project-view.inputs';
import { ProjectViewItemModel, ProjectViewItemsPageModel } from './dto/project-view-items.model';
import { ProjectViewModel } from './dto/project-view.model';
import { ProjectViewItemsService } from './project-view-items.service';
import { ProjectViewMoveService } from './project-view-move.service';
import { ProjectViewsService } from './project-views.service';
import { OPTIONAL_INPUT_VALIDATION } from './optional-input.pipe';

/** Project views (spec 000 §2, §3): reading for whoever can see the project, changes for contributors. */
@Resolver(() => ProjectViewModel)
export class ProjectViewsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly views: ProjectViewsService,
    private readonly items: ProjectViewItemsService,
    private readonly moves: ProjectViewMoveService,
  ) {}

  @Query(() => [ProjectViewModel], { description: "A project's saved views, in rank order." })
  async projectViews(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectViewModel[]> {
    const views = await this.views.list(await this.access.require(ctx.req, Role.VIEWER), projectId);
    return views.map((v) => ProjectViewModel.from(v));
  }

  @Query(() => ProjectViewModel, { description: 'By UUID, short id or slug-short id.' })
  async projectView(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectViewModel> {
    return ProjectViewModel.from(await this.views.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @Query(() => ProjectViewItemsPageModel, {
    description:
      "A page of the view's notes, highlights or insights, filtered and sorted by its state, with their field values and the board's columns when grouped.",
  })
  async projectViewItems(
    @Args('viewId', { type: () => ID }) viewId: string,
    @Args('offset', { type: () => Int, nullable: true, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: 50, description: '1 to 100.' })
    limit: number,
    @Args(
      'filter',
      {
        type: () => SearchFilterGroupInput,
        nullable: true,
        description:
          "The view's filter form compiled now (relative dates count from now); left out, the compiled filter saved with the view.",
      },
      OPTIONAL_INPUT_VALIDATION,
    )
    filter: SearchFilterGroupInput | null,
    @Context() ctx: GqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ProjectViewItemsPageModel> {
    return this.items.page(await this.access.require(ctx.req, Role.VIEWER), {
      viewId,
      offset,
      limit,
      filter,
      // Each of these is a query of its own: a page that does not show it does not pay for it.
      reads: {
        total: selectsField(info, ['total']),
        fieldValues: selectsField(info, ['items', 'fieldValues']),
        fieldValueUpdatedAt: selectsField(info, ['items', 'fieldValues', 'updatedAt']),
        tags: selectsField(info, ['items', 'tags']),
      },
    });
  }

  @Mutation(() => ProjectViewModel, { description: "A new view at the right end of the project's views." })
  async createProjectView(
    @InputArgs('input') input: CreateProjectViewInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectViewModel> {
    return ProjectViewModel.from(
      await this.views.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => ProjectViewModel, { description: 'Title, layout, state and filter; left-out fields stay.' })
  async updateProjectView(
    @InputArgs('input') input: UpdateProjectViewInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectViewModel> {
    return ProjectViewModel.from(
      await this.views.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => Boolean, { description: 'Deletes the view; the items it showed stay.' })
  async deleteProjectView(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.views.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => ProjectViewModel, { description: 'Places the view between its new neighbours.' })
  async reorderProjectView(
    @InputArgs('input') input: ReorderProjectViewInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectViewModel> {
    return ProjectViewModel.from(
      await this.views.reorder(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => ProjectViewItemModel, {
    description:
      "Moves a card: into another column (setting the grouped field's value) and between its new neighbours.",
  })
  async moveViewItem(
    @InputArgs('input') input: MoveViewItemInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectViewItemModel> {
    return this.moves.move(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => ProjectViewModel, { description: "Replaces the canvas objects of the view's state." })
  async saveCanvasObjects(
    @InputArgs('input') input: SaveCanvasObjectsInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectViewModel> {
    return ProjectViewModel.from(
      await this.views.saveCanvas(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }
}
