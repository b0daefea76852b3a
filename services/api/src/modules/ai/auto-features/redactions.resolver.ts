import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import {
  NoteRedactionSuggestionsModel,
  RedactionSuggestionModel,
  ReviewRedactionSuggestionInput,
} from './dto/redactions.models';
import { RedactionsService } from './redactions.service';

/** The redact auto feature's proposals and their review (issue 34). */
@Resolver()
export class RedactionsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly redactions: RedactionsService,
  ) {}

  @Query(() => NoteRedactionSuggestionsModel, {
    description:
      'Personal data the redact auto feature proposes to redact in a note, waiting for review. Contributors.',
  })
  async noteRedactionSuggestions(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteRedactionSuggestionsModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return NoteRedactionSuggestionsModel.from(await this.redactions.forNote(scope, noteId));
  }

  @Mutation(() => RedactionSuggestionModel, {
    description:
      'Accepted: the words are redacted in the note; Rejected: left and not proposed again. Needs edit permission on the note.',
  })
  async reviewRedactionSuggestion(
    @InputArgs('input') input: ReviewRedactionSuggestionInput,
    @Context() ctx: GqlContext,
  ): Promise<RedactionSuggestionModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return RedactionSuggestionModel.from(await this.redactions.review(scope, input));
  }
}
