import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ExtensionModel, InstallExtensionInput } from './dto/extension.model';
import { ExtensionsService } from './extensions.service';

/**
 * /settings/extensions and a project's /settings/extensions: every member reads what is installed;
 * a manager installs into the workspace, a contributor who may change a project into that project.
 */
@Resolver(() => ExtensionModel)
export class ExtensionsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ExtensionsService,
  ) {}

  @Query(() => [ExtensionModel], {
    description:
      "The bundled extensions, each with its installation in the workspace (or in projectId's project).",
  })
  async extensions(
    @Args('projectId', { type: () => ID, nullable: true }) projectId: string | null,
    @Context() ctx: GqlContext,
  ): Promise<ExtensionModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.service.list(scope, projectId)).map((e) => Object.assign(new ExtensionModel(), e));
  }

  @Mutation(() => ExtensionModel, {
    description: 'Installs a bundled tag or field set into the workspace (managers) or a project.',
  })
  async installExtension(
    @InputArgs('input') input: InstallExtensionInput,
    @Context() ctx: GqlContext,
  ): Promise<ExtensionModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return Object.assign(new ExtensionModel(), await this.service.install(scope, input));
  }

  @Mutation(() => Boolean, { description: 'Removes an installation; the tags and fields it made stay.' })
  async uninstallExtension(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    return this.service.uninstall(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
  }
}
