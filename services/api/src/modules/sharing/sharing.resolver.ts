import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { ShareLinkModel } from './dto/share-link.model';
import { PublicHighlightModel, SharedInsightModel } from './dto/shared-insight.model';
import { embedGone, shareLinkGone } from './sharing.errors';
import { SharingService } from './sharing.service';

/**
 * Share links of insights for members (create, list, revoke), and the two public reads anyone may
 * call without a session: `sharedInsight` (/p/{token}) and `embeddedHighlight` (/embed/highlights/{id}).
 */
@Resolver(() => ShareLinkModel)
export class SharingResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly sharing: SharingService,
  ) {}

  @Query(() => [ShareLinkModel], { description: "An insight's share links, revoked ones too, newest first." })
  async shareLinks(
    @Args('insightId', { type: () => ID }) insightId: string,
    @Context() ctx: GqlContext,
  ): Promise<ShareLinkModel[]> {
    return (await this.sharing.list(await this.access.require(ctx.req, Role.VIEWER), insightId)).map(
      ShareLinkModel.from,
    );
  }

  @Mutation(() => ShareLinkModel, {
    description:
      'A public link /p/{token} to a published insight; refused when its share payload is over 17000 characters.',
  })
  async createShareLink(
    @Args('insightId', { type: () => ID }) insightId: string,
    @Context() ctx: GqlContext,
  ): Promise<ShareLinkModel> {
    return ShareLinkModel.from(
      await this.sharing.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), insightId),
    );
  }

  @Mutation(() => ShareLinkModel, { description: 'The link stops opening, for good.' })
  async revokeShareLink(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ShareLinkModel> {
    return ShareLinkModel.from(
      await this.sharing.revoke(await this.access.require(ctx.req, Role.CONTRIBUTOR), id),
    );
  }

  @Query(() => SharedInsightModel, {
    description:
      'Public, no session needed: the published insight a share token opens, in the workspace of the host.',
  })
  async sharedInsight(
    @Args('shareToken') shareToken: string,
    @Context() ctx: GqlContext,
  ): Promise<SharedInsightModel> {
    return this.sharing.shared(await this.access.public(ctx.req, shareLinkGone), shareToken);
  }

  @Query(() => PublicHighlightModel, {
    description:
      "Public, no session needed: a highlight that a shared, published insight embeds, while the insight's author and the link's creator can both read it.",
  })
  async embeddedHighlight(
    @Args('highlightId', { type: () => ID }) highlightId: string,
    @Context() ctx: GqlContext,
  ): Promise<PublicHighlightModel> {
    return this.sharing.embedded(await this.access.public(ctx.req, embedGone), highlightId);
  }
}
