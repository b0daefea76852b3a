import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { AUDIT_LOG_MAX_EXPORT_ROWS, Role } from '@fieldnote/core';
import { AuditLogService } from '@fieldnote/control-plane';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { INPUT_VALIDATION, InputArgs } from '../graphql/input-args.decorator';
import { auditLogCsv } from './audit-log-csv';
import { AuditEntryModel, AuditLogArgs, AuditLogFilterInput, AuditLogPageModel } from './audit-log.models';

/**
 * /audit-log: managers read who changed access, when, and from what to what. A browser session is
 * required: an API token is refused, as a leaked token must not reveal the workspace's members,
 * invitations and security history (tokens work with research data only).
 */
@Resolver(() => AuditEntryModel)
export class AuditLogResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly log: AuditLogService,
  ) {}

  @Query(() => AuditLogPageModel, { description: 'Managers only, session only. Newest first.' })
  async auditLog(
    @Args(INPUT_VALIDATION) args: AuditLogArgs,
    @Context() ctx: GqlContext,
  ): Promise<AuditLogPageModel> {
    const { workspace } = await this.access.requireSession(ctx.req, Role.MANAGER);
    const page = await this.log.page(workspace, args.filter ?? {}, args.offset, args.limit);
    return Object.assign(new AuditLogPageModel(), {
      totalCount: page.totalCount,
      nodes: page.entries.map(AuditEntryModel.from),
    });
  }

  @Query(() => String, {
    description: `Managers only, session only. The filtered log as CSV, at most ${AUDIT_LOG_MAX_EXPORT_ROWS} entries.`,
  })
  async auditLogCsv(
    @InputArgs('filter') filter: AuditLogFilterInput,
    @Context() ctx: GqlContext,
  ): Promise<string> {
    const { workspace } = await this.access.requireSession(ctx.req, Role.MANAGER);
    return auditLogCsv(await this.log.all(workspace, filter));
  }
}
