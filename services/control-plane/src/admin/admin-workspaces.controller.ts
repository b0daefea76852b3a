import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { OperatorTokenGuard } from '../http/operator-token.guard';
import { SINGLE_LINE_TEXT } from '../http/single-line-text.pipe';
import { parseAdminCreateWorkspace } from './admin-create-workspace.util';
import type { AdminWorkspace, AdminWorkspacePage } from './admin-workspace.types';
import { AdminWorkspacesService } from './admin-workspaces.service';
import { parseAdminWorkspacesQuery } from './admin-workspaces-query.util';

/**
 * Operator REST calls behind the admin console: list, read and create workspaces. Errors answer
 * with the REST error body through AppErrorFilter; tenant routes keep their own controller.
 */
@Controller('control/workspaces')
@UseGuards(OperatorTokenGuard)
export class AdminWorkspacesController {
  constructor(private readonly workspaces: AdminWorkspacesService) {}

  @Get()
  list(@Query(SINGLE_LINE_TEXT) query: Record<string, unknown>): Promise<AdminWorkspacePage> {
    return this.workspaces.list(parseAdminWorkspacesQuery(query));
  }

  @Get(':teamId')
  get(@Param('teamId') teamId: string): Promise<AdminWorkspace> {
    return this.workspaces.get(teamId);
  }

  @Post()
  @HttpCode(201)
  create(@Body(SINGLE_LINE_TEXT) body: unknown): Promise<AdminWorkspace> {
    return this.workspaces.create(parseAdminCreateWorkspace(body));
  }
}
