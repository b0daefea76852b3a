import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ScimAuthService } from './scim-auth.service';
import { SCIM_CONTENT_TYPE } from './scim-http.setup';
import { type ScimListQuery, listQueryOf } from './scim-list.util';
import { type PatchOperation, patchOperations } from './scim-patch.util';
import { ifMatchOf, scimBaseUrl } from './scim-request.util';
import type { ScimCaller } from './scim-tokens.service';

/** One SCIM resource as a service answers it: the JSON body and its ETag. */
export interface ScimResourceResult {
  resource: Record<string, unknown>;
  etag: string;
}

/** What a resource type (Users, Groups) implements for the shared routes of RFC 7644 §3. */
export interface ScimResourceService {
  list(caller: ScimCaller, query: ScimListQuery, baseUrl: string): Promise<unknown>;
  get(caller: ScimCaller, id: string, baseUrl: string): Promise<ScimResourceResult>;
  create(caller: ScimCaller, body: unknown, baseUrl: string): Promise<ScimResourceResult>;
  replace(
    caller: ScimCaller,
    id: string,
    body: unknown,
    ifMatch: string | null,
    baseUrl: string,
  ): Promise<ScimResourceResult>;
  patch(
    caller: ScimCaller,
    id: string,
    operations: PatchOperation[],
    ifMatch: string | null,
    baseUrl: string,
  ): Promise<ScimResourceResult>;
  delete(caller: ScimCaller, id: string, ifMatch: string | null): Promise<void>;
}

/**
 * The routes every SCIM resource type answers the same way (list, get, create, replace, patch, delete):
 * the caller comes from the SCIM token, bodies go out as application/scim+json with their ETag. A
 * resource's controller extends it with its path and its service (Nest finds inherited route handlers).
 */
export abstract class ScimResourceController {
  protected constructor(
    private readonly auth: ScimAuthService,
    private readonly resources: ScimResourceService,
  ) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown> | undefined,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const caller = await this.auth.caller(req);
    void reply.header('content-type', SCIM_CONTENT_TYPE);
    return this.resources.list(caller, listQueryOf(query), scimBaseUrl(req));
  }

  @Get(':id')
  async get(
    @Param('id') id: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const caller = await this.auth.caller(req);
    return send(reply, await this.resources.get(caller, id, scimBaseUrl(req)));
  }

  @Post()
  @HttpCode(201)
  async create(
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const caller = await this.auth.caller(req);
    const result = await this.resources.create(caller, body, scimBaseUrl(req));
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
    return send(reply, await this.resources.replace(caller, id, body, ifMatchOf(req), scimBaseUrl(req)));
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
    return send(reply, await this.resources.patch(caller, id, operations, ifMatchOf(req), scimBaseUrl(req)));
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@Param('id') id: string, @Req() req: FastifyRequest): Promise<void> {
    const caller = await this.auth.caller(req);
    await this.resources.delete(caller, id, ifMatchOf(req));
  }
}

/** The resource with its ETag, as application/scim+json. */
function send(reply: FastifyReply, result: ScimResourceResult): Record<string, unknown> {
  void reply.header('content-type', SCIM_CONTENT_TYPE).header('etag', result.etag);
  return result.resource;
}
