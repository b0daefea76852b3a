import { All, Controller, Get, Header, Param, Req, UseFilters } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { listResponse } from './scim-list.util';
import { ScimAuthService } from './scim-auth.service';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery.util';
import { ScimErrorFilter } from './scim-error.filter';
import { SCIM_CONTENT_TYPE } from './scim-http.setup';
import { scimBaseUrl } from './scim-request.util';
import { scimErrors } from './scim.errors';

/** RFC 7644 §4: what the server supports, for the identity provider's set-up. Needs a SCIM token too. */
@Controller('scim/v2')
@UseFilters(ScimErrorFilter)
export class ScimDiscoveryController {
  constructor(private readonly auth: ScimAuthService) {}

  @Get('ServiceProviderConfig')
  @Header('content-type', SCIM_CONTENT_TYPE)
  async serviceProviderConfig(@Req() req: FastifyRequest) {
    await this.auth.caller(req);
    return serviceProviderConfig(scimBaseUrl(req));
  }

  @Get('ResourceTypes')
  @Header('content-type', SCIM_CONTENT_TYPE)
  async resourceTypes(@Req() req: FastifyRequest) {
    await this.auth.caller(req);
    const all = resourceTypes(scimBaseUrl(req));
    return listResponse(all, { startIndex: 1, total: all.length });
  }

  @Get('ResourceTypes/:id')
  @Header('content-type', SCIM_CONTENT_TYPE)
  async resourceType(@Param('id') id: string, @Req() req: FastifyRequest) {
    await this.auth.caller(req);
    const found = resourceTypes(scimBaseUrl(req)).find((type) => type.id === id);
    if (!found) throw scimErrors.notFound(`The resource type ${id}`);
    return found;
  }

  @Get('Schemas')
  @Header('content-type', SCIM_CONTENT_TYPE)
  async schemas(@Req() req: FastifyRequest) {
    await this.auth.caller(req);
    const all = schemas(scimBaseUrl(req));
    return listResponse(all, { startIndex: 1, total: all.length });
  }

  @Get('Schemas/:id')
  @Header('content-type', SCIM_CONTENT_TYPE)
  async schema(@Param('id') id: string, @Req() req: FastifyRequest) {
    await this.auth.caller(req);
    const found = schemas(scimBaseUrl(req)).find((schema) => schema.id === id);
    if (!found) throw scimErrors.notFound(`The schema ${id}`);
    return found;
  }

  /** Anything else under /scim/v2 answers a SCIM 404, not the REST one. */
  @All('*')
  nothingHere(): never {
    throw scimErrors.notFound('The SCIM endpoint');
  }
}
