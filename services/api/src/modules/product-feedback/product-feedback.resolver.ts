import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ProductFeedbackModel, SendProductFeedbackInput } from './dto/product-feedback.model';
import { ProductFeedbackService } from './product-feedback.service';

/** /settings/feedback: every member sends feedback and reads theirs; a manager reads everyone's. */
@Resolver(() => ProductFeedbackModel)
export class ProductFeedbackResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ProductFeedbackService,
  ) {}

  @Query(() => [ProductFeedbackModel], {
    description:
      "The newest 100 messages of product feedback: a manager's are everyone's, others' their own.",
  })
  async productFeedback(@Context() ctx: GqlContext): Promise<ProductFeedbackModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.service.list(scope)).map((f) => Object.assign(new ProductFeedbackModel(), f));
  }

  @Mutation(() => ProductFeedbackModel, { description: 'Sends product feedback (at most 20 a day).' })
  async sendProductFeedback(
    @InputArgs('input') input: SendProductFeedbackInput,
    @Context() ctx: GqlContext,
  ): Promise<ProductFeedbackModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return Object.assign(new ProductFeedbackModel(), await this.service.send(scope, input));
  }
}
