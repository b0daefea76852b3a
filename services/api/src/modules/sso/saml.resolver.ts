import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import { SamlService, SsoProtocol } from '@fieldnote/control-plane';
import { AuditActors } from '../../context/audit-actors.service';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { SamlSettingsInput } from './dto/saml-settings.inputs';
import { SamlSettingsModel } from './dto/saml-settings.model';

/** SAML single sign-on settings and the protocol choice (/settings/authentication): managers, in person. */
@Resolver(() => SamlSettingsModel)
export class SamlResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly actors: AuditActors,
    private readonly saml: SamlService,
  ) {}

  @Query(() => SamlSettingsModel, {
    description: "Managers only, session only. The workspace's SAML identity provider and the SP's URLs.",
  })
  async samlSettings(@Context() ctx: GqlContext): Promise<SamlSettingsModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return SamlSettingsModel.from(await this.saml.settings(scope.workspace));
  }

  @Mutation(() => SamlSettingsModel, {
    description:
      'Managers only, session only. Saves the SAML IdP once its metadata (by URL or XML) reads; BAD_USER_INPUT otherwise.',
  })
  async saveSamlSettings(
    @InputArgs('input') input: SamlSettingsInput,
    @Context() ctx: GqlContext,
  ): Promise<SamlSettingsModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return SamlSettingsModel.from(await this.saml.save(scope.workspace, await this.actors.of(scope), input));
  }

  @Mutation(() => SamlSettingsModel, {
    description:
      'Managers only, session only. Starts rolling the SP key: a new key whose certificate the metadata publishes beside the current one (which still signs). BAD_USER_INPUT when a rotation is under way.',
  })
  async startSamlSpKeyRotation(@Context() ctx: GqlContext): Promise<SamlSettingsModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return SamlSettingsModel.from(
      await this.saml.startSpKeyRotation(scope.workspace, await this.actors.of(scope)),
    );
  }

  @Mutation(() => SamlSettingsModel, {
    description:
      'Managers only, session only. Finishes the SP key rotation: the new key signs, the old certificate leaves the metadata. BAD_USER_INPUT when none is under way.',
  })
  async finishSamlSpKeyRotation(@Context() ctx: GqlContext): Promise<SamlSettingsModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return SamlSettingsModel.from(
      await this.saml.finishSpKeyRotation(scope.workspace, await this.actors.of(scope)),
    );
  }

  @Mutation(() => SamlSettingsModel, {
    description:
      'Managers only, session only. Makes "Sign in with SSO" use OIDC or SAML; BAD_USER_INPUT when that protocol is not configured.',
  })
  async chooseSsoProtocol(
    @Args('protocol', { type: () => SsoProtocol }) protocol: SsoProtocol,
    @Context() ctx: GqlContext,
  ): Promise<SamlSettingsModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return SamlSettingsModel.from(
      await this.saml.choose(scope.workspace, await this.actors.of(scope), protocol),
    );
  }
}
