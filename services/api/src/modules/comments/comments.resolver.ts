import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { CommentTargetTypeValue } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CommentPresenter } from './comment-presenter';
import { CommentsService } from './comments.service';
import { CommentTargetType, CreateCommentInput, UpdateCommentInput } from './dto/comment.inputs';
import { CommentModel } from './dto/comment.model';
import { Role } from '@fieldnote/core';
import type { Comment } from '@fieldnote/db';

/** Comment threads on notes, highlights and insights. Any member (viewers too) may take part. */
@Resolver(() => CommentModel)
export class CommentsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly commentsService: CommentsService,
    private readonly presenter: CommentPresenter,
  ) {}

  @Query(() => [CommentModel], {
    description: 'Every comment on a note, highlight or insight, oldest first; replies carry parentId.',
  })
  async comments(
    @Args('targetType', { type: () => CommentTargetType }) targetType: CommentTargetTypeValue,
    @Args('targetId', { type: () => ID }) targetId: string,
    @Context() ctx: GqlContext,
  ): Promise<CommentModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.presenter.present(scope, await this.commentsService.list(scope, targetType, targetId));
  }

  @Query(() => CommentModel, { description: 'One comment, e.g. to open a link to it.' })
  async comment(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<CommentModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.one(scope, await this.commentsService.get(scope, id));
  }

  @Mutation(() => CommentModel, {
    description: 'Starts a thread, or replies with parentId. Mentioned members are notified.',
  })
  async createComment(
    @InputArgs('input') input: CreateCommentInput,
    @Context() ctx: GqlContext,
  ): Promise<CommentModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.one(scope, await this.commentsService.create(scope, input));
  }

  @Mutation(() => CommentModel, { description: 'The author only. Newly mentioned members are notified.' })
  async updateComment(
    @InputArgs('input') input: UpdateCommentInput,
    @Context() ctx: GqlContext,
  ): Promise<CommentModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.one(scope, await this.commentsService.update(scope, input));
  }

  @Mutation(() => Boolean, { description: 'The author or a manager.' })
  async deleteComment(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.commentsService.delete(await this.access.require(ctx.req, Role.VIEWER), id);
    return true;
  }

  @Mutation(() => CommentModel, { description: 'Marks a thread (its first comment) resolved.' })
  async resolveComment(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<CommentModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.one(scope, await this.commentsService.setResolved(scope, id, true));
  }

  @Mutation(() => CommentModel, { description: 'Opens a resolved thread again.' })
  async reopenComment(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<CommentModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.one(scope, await this.commentsService.setResolved(scope, id, false));
  }

  private async one(
    scope: Awaited<ReturnType<WorkspaceAccess['require']>>,
    comment: Comment,
  ): Promise<CommentModel> {
    const [model] = await this.presenter.present(scope, [comment]);
    return model!;
  }
}
