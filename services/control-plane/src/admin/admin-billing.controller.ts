import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { AppError, isUuid } from '@fieldnote/core';
import {
  type OperatorQuote,
  OperatorQuotesService,
  type WorkspaceBilling,
  WorkspaceBillingService,
} from '../billing';
import { OperatorTokenGuard } from '../http/operator-token.guard';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';
import { quoteRequestOf } from './quote-request.util';

/**
 * Operator REST calls of billing operations behind the admin console: a workspace's whole billing
 * (plan, add-ons, seats, subscription) and the operator's quote request. Operator token only;
 * errors answer with the REST error body.
 */
@Controller('control')
@UseGuards(OperatorTokenGuard)
export class AdminBillingController {
  constructor(
    private readonly billing: WorkspaceBillingService,
    private readonly quotes: OperatorQuotesService,
    private readonly directory: WorkspaceDirectory,
  ) {}

  @Get('workspaces/:teamId/billing')
  async workspaceBilling(@Param('teamId') teamId: string): Promise<WorkspaceBilling> {
    return this.billing.of(await this.workspace(teamId));
  }

  /** Spec 001 §3 operator quote request: the invoice preview of a change; nothing changes. */
  @Post('quotes')
  @HttpCode(200)
  async quote(@Body() body: unknown): Promise<OperatorQuote> {
    const request = quoteRequestOf(body);
    return this.quotes.quote(await this.workspace(request.teamId), request);
  }

  private async workspace(teamId: string) {
    if (!isUuid(teamId)) throw AppError.badInput('teamId must be a UUID.', { field: 'teamId' });
    const workspace = await this.directory.byId(teamId);
    if (!workspace) throw AppError.notFound('Workspace');
    return workspace;
  }
}
