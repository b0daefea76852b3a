import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess, type WorkspaceScope } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { type CountedTag, TagModel } from '../tags';
import {
  CreateTagBoardInput,
  CreateTagGroupInput,
  MoveTagGroupInput,
  MoveTagOnBoardInput,
  UpdateTagBoardInput,
  UpdateTagGroupInput,
} from './dto/tag-board.inputs';
import { TagBoardModel, TagGroupModel } from './dto/tag-board.model';
import { type BoardLayout, TagBoardsService } from './tag-boards.service';

const toTag = ({ tag, highlightCount }: CountedTag): TagModel => TagModel.from(tag, highlightCount);

/** Tag boards and their groups: reading for every member, changes for contributors and up. */
@Resolver(() => TagBoardModel)
export class TagBoardsResolver {
  /** One read of a board's content per board object, shared by its `groups` and `ungroupedTags`. */
  private readonly layouts = new WeakMap<TagBoardModel, Promise<BoardLayout>>();

  constructor(
    private readonly access: WorkspaceAccess,
    private readonly boards: TagBoardsService,
  ) {}

  @Query(() => [TagBoardModel], { description: "A project's tag boards, in rank order." })
  async tagBoards(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<TagBoardModel[]> {
    const rows = await this.boards.list(await this.access.require(ctx.req, Role.VIEWER), projectId);
    return rows.map((r) => TagBoardModel.from(r.board, r.groupCount));
  }

  @Query(() => TagBoardModel, { description: 'By UUID, short id or slug-short id.' })
  async tagBoard(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<TagBoardModel> {
    const { board, groupCount } = await this.boards.get(await this.access.require(ctx.req, Role.VIEWER), id);
    return TagBoardModel.from(board, groupCount);
  }

  @ResolveField(() => [TagGroupModel], { description: 'The groups, left to right, with their tags.' })
  async groups(@Parent() board: TagBoardModel, @Context() ctx: GqlContext): Promise<TagGroupModel[]> {
    const layout = await this.layoutOf(board, ctx);
    return layout.groups.map(({ group, tags }) => TagGroupModel.from(group, tags.map(toTag)));
  }

  @ResolveField(() => [TagModel], {
    description: "The project's tags and workspace tags that are in no group of this board, by title.",
  })
  async ungroupedTags(@Parent() board: TagBoardModel, @Context() ctx: GqlContext): Promise<TagModel[]> {
    return (await this.layoutOf(board, ctx)).ungrouped.map(toTag);
  }

  @Mutation(() => TagBoardModel)
  async createTagBoard(
    @InputArgs('input') input: CreateTagBoardInput,
    @Context() ctx: GqlContext,
  ): Promise<TagBoardModel> {
    const board = await this.boards.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
    return TagBoardModel.from(board, 0);
  }

  @Mutation(() => TagBoardModel, { description: 'Renames the board.' })
  async updateTagBoard(
    @InputArgs('input') input: UpdateTagBoardInput,
    @Context() ctx: GqlContext,
  ): Promise<TagBoardModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    await this.boards.rename(scope, input);
    const { board, groupCount } = await this.boards.get(scope, input.id);
    return TagBoardModel.from(board, groupCount);
  }

  @Mutation(() => Boolean, { description: 'Deletes the board and its groups; the tags stay.' })
  async deleteTagBoard(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.boards.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => TagGroupModel, { description: 'Adds an empty group at the right end of the board.' })
  async createTagGroup(
    @InputArgs('input') input: CreateTagGroupInput,
    @Context() ctx: GqlContext,
  ): Promise<TagGroupModel> {
    const group = await this.boards.createGroup(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
    return TagGroupModel.from(group, []);
  }

  @Mutation(() => TagGroupModel, { description: 'Title and colour; left-out fields stay.' })
  async updateTagGroup(
    @InputArgs('input') input: UpdateTagGroupInput,
    @Context() ctx: GqlContext,
  ): Promise<TagGroupModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const group = await this.boards.updateGroup(scope, input);
    return this.groupWithTags(scope, group.boardId, group.id);
  }

  @Mutation(() => Boolean, { description: "Deletes the group; its tags go to the board's ungrouped area." })
  async deleteTagGroup(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.boards.deleteGroup(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => TagGroupModel, { description: 'Reorders: places the group between its new neighbours.' })
  async moveTagGroup(
    @InputArgs('input') input: MoveTagGroupInput,
    @Context() ctx: GqlContext,
  ): Promise<TagGroupModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const group = await this.boards.moveGroup(scope, input);
    return this.groupWithTags(scope, group.boardId, group.id);
  }

  @Mutation(() => TagBoardModel, {
    description:
      'Puts a tag in a group of the board, between its new neighbours, or back in the ungrouped area.',
  })
  async moveTagOnBoard(
    @InputArgs('input') input: MoveTagOnBoardInput,
    @Context() ctx: GqlContext,
  ): Promise<TagBoardModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const board = await this.boards.moveTag(scope, input);
    const { groupCount } = await this.boards.get(scope, board.id);
    return TagBoardModel.from(board, groupCount);
  }

  private layoutOf(board: TagBoardModel, ctx: GqlContext): Promise<BoardLayout> {
    let layout = this.layouts.get(board);
    if (!layout) {
      layout = this.access.require(ctx.req, Role.VIEWER).then((scope) => this.boards.layout(scope, board.id));
      this.layouts.set(board, layout);
    }
    return layout;
  }

  private async groupWithTags(
    scope: WorkspaceScope,
    boardId: string,
    groupId: string,
  ): Promise<TagGroupModel> {
    const layout = await this.boards.layout(scope, boardId);
    const entry = layout.groups.find((g) => g.group.id === groupId);
    if (!entry) throw new Error('The group vanished inside its own change');
    return TagGroupModel.from(entry.group, entry.tags.map(toTag));
  }
}
