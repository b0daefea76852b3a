import { Controller, UseFilters } from '@nestjs/common';
import { ScimAuthService } from './scim-auth.service';
import { ScimErrorFilter } from './scim-error.filter';
import { ScimResourceController } from './scim-resource.controller';
import { ScimUsersService } from './scim-users.service';

/** /scim/v2/Users (RFC 7644 §3): the workspace's members, for identity providers holding a SCIM token. */
@Controller('scim/v2/Users')
@UseFilters(ScimErrorFilter)
export class ScimUsersController extends ScimResourceController {
  constructor(auth: ScimAuthService, users: ScimUsersService) {
    super(auth, users);
  }
}
