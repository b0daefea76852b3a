import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ScimAuthService } from './scim-auth.service';
import { ScimErrorFilter } from './scim-error.filter';
import { SCIM_CONTENT_TYPE } from './scim-http.setup';
import type { ScimListQuery } from './scim-list.util';
import { patchOperations } from './scim-patch.util';
import { ifMatchOf, scimBaseUrl } from './scim-request.util';
import { type ScimUserResult, ScimUsersService } from './scim-users.service';

/** /scim/v2/Users (RFC 7644 §3): the workspace's members, for identity providers holding a SCIM token. */
@Controller('scim/v2/Users')
@UseFilters(ScimErrorFilter)
export class ScimUsersController {
  constructor(
    private readonly auth: ScimAuthService,
    private readonly users: ScimUsersService,
  ) {}

  @Get()
  async list(
    @Query() query: ScimListQuery,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const caller = await this.auth.caller(req);
    void reply.header('content-type', SCIM_CONTENT_TYPE);
    return this.users.list(caller, query, scimBaseUrl(req));
  }

  @Get(':id')
  async get(
    @Param('id') id: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const caller = await this.auth.caller(req);
    return send(reply, await this.users.get(caller, id, scimBaseUrl(req)));
  }

  @Post()
  @HttpCode(201)
  async create(
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const caller = await this.auth.caller(req);
    const result = await this.users.create(caller, body, scimBaseUrl(req));
    void reply.header('location', (result.resource.meta as { location: string }).location);
    return send(reply, result);
  }

  @Put(':id')
  async replace(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const caller = await this.auth.caller(req);
    return send(reply, await this.users.replace(caller, id, body, ifMatchOf(req), scimBaseUrl(req)));
  }

  @Patch(':id')
  async patch(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const caller = await this.auth.caller(req);
    const operations = patchOperations(body);
    return send(reply, await this.users.patch(caller, id, operations, ifMatchOf(req), scimBaseUrl(req)));
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@Param('id') id: string, @Req() req: FastifyRequest): Promise<void> {
    const caller = await this.auth.caller(req);
    await this.users.delete(caller, id, ifMatchOf(req));
  }
}

/** The resource with its ETag, as application/scim+json. */
function send(reply: FastifyReply, result: ScimUserResult): Record<string, unknown> {
  void reply.header('content-type', SCIM_CONTENT_TYPE).header('etag', result.etag);
  return result.resource;
}
