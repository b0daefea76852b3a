import { Controller, UseFilters } from '@nestjs/common';
import { ScimAuthService } from './scim-auth.service';
import { ScimErrorFilter } from './scim-error.filter';
import { ScimGroupsService } from './scim-groups.service';
import { ScimResourceController } from './scim-resource.controller';

/** /scim/v2/Groups (RFC 7644 §3): the workspace's user groups, for identity providers holding a SCIM token. */
@Controller('scim/v2/Groups')
@UseFilters(ScimErrorFilter)
export class ScimGroupsController extends ScimResourceController {
  constructor(auth: ScimAuthService, groups: ScimGroupsService) {
    super(auth, groups);
  }
}
