import { Context, Mutation, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { TagModel } from '../tags';
import { HighlightModel } from './dto/highlight.model';
import { CreateTranscriptHighlightInput } from './dto/transcript-highlight.inputs';
import { TranscriptHighlightsService } from './transcript-highlights.service';

/** Highlighting a stretch of a media transcript (kept apart from note-text highlights). */
@Resolver(() => HighlightModel)
export class TranscriptHighlightsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly transcriptHighlights: TranscriptHighlightsService,
  ) {}

  @Mutation(() => HighlightModel, {
    description: "Highlights a stretch of a file's transcript: records the file, start and end time.",
  })
  async createTranscriptHighlight(
    @InputArgs('input') input: CreateTranscriptHighlightInput,
    @Context() ctx: GqlContext,
  ): Promise<HighlightModel> {
    const { highlight, tags, noteTitle } = await this.transcriptHighlights.create(
      await this.access.require(ctx.req, Role.CONTRIBUTOR),
      input,
    );
    return HighlightModel.from(
      highlight,
      tags.map((t) => TagModel.from(t.tag, t.highlightCount)),
      noteTitle,
    );
  }
}
