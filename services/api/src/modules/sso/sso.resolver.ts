import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import { SsoService } from '@fieldnote/control-plane';
import { AuditActors } from '../../context/audit-actors.service';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { SsoSettingsInput } from './dto/sso-settings.inputs';
import { SsoSettingsModel } from './dto/sso-settings.model';

/** Single sign-on settings (/settings/authentication): managers only, read and write. */
@Resolver(() => SsoSettingsModel)
export class SsoResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly actors: AuditActors,
    private readonly sso: SsoService,
  ) {}

  @Query(() => SsoSettingsModel, {
    description: "Managers only, session only. The workspace's OIDC connection.",
  })
  async ssoSettings(@Context() ctx: GqlContext): Promise<SsoSettingsModel> {
    // Sign-in settings are for a person at the settings page, never a script's token.
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return SsoSettingsModel.from(await this.sso.settings(scope.workspace));
  }

  @Mutation(() => SsoSettingsModel, {
    description:
      'Managers only, session only. Saves the OIDC connection after discovery against the issuer succeeds (BAD_USER_INPUT otherwise).',
  })
  async saveSsoSettings(
    @InputArgs('input') input: SsoSettingsInput,
    @Context() ctx: GqlContext,
  ): Promise<SsoSettingsModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return SsoSettingsModel.from(await this.sso.save(scope.workspace, await this.actors.of(scope), input));
  }
}
