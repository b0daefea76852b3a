import { Context, Mutation, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { AskService } from './ask.service';
import { AskInput } from './dto/ask.inputs';
import { AiAnswerModel } from './dto/ask.models';

/** Ask (issue 34): a question answered with verified citations. A mutation: each answer is recorded. */
@Resolver()
export class AskResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly askService: AskService,
  ) {}

  @Mutation(() => AiAnswerModel, {
    description:
      'Answers a question from what the asker can read, citing notes and highlights with quotes verified against them; NOT_ENOUGH_DATA when too little is found. Viewers and up.',
  })
  async ask(@InputArgs('input') input: AskInput, @Context() ctx: GqlContext): Promise<AiAnswerModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return AiAnswerModel.from(await this.askService.ask(scope, input.question, input));
  }
}
