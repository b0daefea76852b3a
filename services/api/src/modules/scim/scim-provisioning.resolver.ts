import { Context, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { ScimProvisioningModel } from './dto/scim-provisioning.model';
import { ScimProvisioningService } from './scim-provisioning.service';

/** The last provisioning activity on /settings/security. */
@Resolver(() => ScimProvisioningModel)
export class ScimProvisioningResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly provisioning: ScimProvisioningService,
  ) {}

  @Query(() => ScimProvisioningModel, {
    description:
      'Managers only, session only. Live SCIM tokens, the last sync and the 10 newest SCIM changes.',
  })
  async scimProvisioning(@Context() ctx: GqlContext): Promise<ScimProvisioningModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return ScimProvisioningModel.from(await this.provisioning.view(scope));
  }
}
