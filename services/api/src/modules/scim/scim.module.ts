import { Module } from '@nestjs/common';
import { ScimAuthService } from './scim-auth.service';
import { ScimDiscoveryController } from './scim-discovery.controller';
import { ScimGroupRoles } from './scim-group-roles.service';
import { ScimGroupsController } from './scim-groups.controller';
import { ScimGroupsRepository } from './scim-groups.repository';
import { ScimGroupsService } from './scim-groups.service';
import { ScimHttpSetup } from './scim-http.setup';
import { ScimProvisioningResolver } from './scim-provisioning.resolver';
import { ScimProvisioningService } from './scim-provisioning.service';
import { ScimTokensRepository } from './scim-tokens.repository';
import { ScimTokensResolver } from './scim-tokens.resolver';
import { ScimTokensService } from './scim-tokens.service';
import { ScimUsersController } from './scim-users.controller';
import { ScimUsersRepository } from './scim-users.repository';
import { ScimUsersService } from './scim-users.service';

/**
 * SCIM 2.0 provisioning (RFC 7643/7644) at /scim/v2 on the workspace's host: its bearer tokens
 * (GraphQL, managers), the Users an identity provider creates, changes and removes, and the
 * Groups it pushes as user groups.
 * The discovery controller comes last: its catch-all answers SCIM 404s for unknown paths.
 */
@Module({
  controllers: [ScimUsersController, ScimGroupsController, ScimDiscoveryController],
  providers: [
    ScimAuthService,
    ScimGroupRoles,
    ScimGroupsRepository,
    ScimGroupsService,
    ScimHttpSetup,
    ScimProvisioningResolver,
    ScimProvisioningService,
    ScimTokensRepository,
    ScimTokensResolver,
    ScimTokensService,
    ScimUsersRepository,
    ScimUsersService,
  ],
})
export class ScimModule {}
