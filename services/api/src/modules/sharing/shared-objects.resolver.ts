import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { ShareLinkModel } from './dto/share-link.model';
import { PublicHighlightModel } from './dto/shared-insight.model';
import { SharedNoteModel } from './dto/shared-note.model';
import { SharedObjectsService } from './shared-objects.service';
import { shareLinkGone } from './sharing.errors';

/**
 * Share links of notes and highlights for members (create, list; `revokeShareLink` revokes any
 * link), and their public reads anyone may call without a session: `sharedNote` (/p/data/{token})
 * and `sharedHighlight` (/public-object/{token}).
 */
@Resolver()
export class SharedObjectsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly objects: SharedObjectsService,
  ) {}

  @Query(() => [ShareLinkModel], { description: "A note's share links, revoked ones too, newest first." })
  async noteShareLinks(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<ShareLinkModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.objects.linksOfNote(scope, noteId)).map(ShareLinkModel.from);
  }

  @Query(() => [ShareLinkModel], {
    description: "A highlight's share links, revoked ones too, newest first.",
  })
  async highlightShareLinks(
    @Args('highlightId', { type: () => ID }) highlightId: string,
    @Context() ctx: GqlContext,
  ): Promise<ShareLinkModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.objects.linksOfHighlight(scope, highlightId)).map(ShareLinkModel.from);
  }

  @Mutation(() => ShareLinkModel, {
    description:
      'A public link /p/data/{token} to a note, read-only; refused when its share payload is over 17000 characters.',
  })
  async createNoteShareLink(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<ShareLinkModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return ShareLinkModel.from(await this.objects.createForNote(scope, noteId));
  }

  @Mutation(() => ShareLinkModel, {
    description:
      'A public link /public-object/{token} to a highlight; refused when its share payload is over 17000 characters.',
  })
  async createHighlightShareLink(
    @Args('highlightId', { type: () => ID }) highlightId: string,
    @Context() ctx: GqlContext,
  ): Promise<ShareLinkModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return ShareLinkModel.from(await this.objects.createForHighlight(scope, highlightId));
  }

  @Query(() => SharedNoteModel, {
    description:
      "Public, no session needed: the note a share token opens, in the workspace of the host, while the link's creator can read it.",
  })
  async sharedNote(
    @Args('shareToken') shareToken: string,
    @Context() ctx: GqlContext,
  ): Promise<SharedNoteModel> {
    return this.objects.sharedNote(await this.access.public(ctx.req, shareLinkGone), shareToken);
  }

  @Query(() => PublicHighlightModel, {
    description:
      "Public, no session needed: the highlight a share token opens, in the workspace of the host, while the link's creator can read it.",
  })
  async sharedHighlight(
    @Args('shareToken') shareToken: string,
    @Context() ctx: GqlContext,
  ): Promise<PublicHighlightModel> {
    return this.objects.sharedHighlight(await this.access.public(ctx.req, shareLinkGone), shareToken);
  }
}
