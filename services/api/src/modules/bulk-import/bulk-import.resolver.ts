import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AppError, Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { BulkImportService } from './bulk-import.service';
import { StartBulkImportInput } from './dto/bulk-import.inputs';
import { BulkImportFailureModel, BulkImportModel } from './dto/bulk-import.model';

/** Failures one read returns at most. */
const MAX_FAILURES_PAGE = 1000;

/**
 * Bulk imports: contributors and managers upload (POST /bulk-imports), start, list and read them
 * (viewers cannot add notes, so they see none). API tokens may do all of it (token-scope.ts).
 */
@Resolver(() => BulkImportModel)
export class BulkImportResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: BulkImportService,
  ) {}

  @Query(() => [BulkImportModel], {
    description: 'The newest 100 imports of the projects the member sees, or of one project.',
  })
  async bulkImports(
    @Args('projectId', { type: () => ID, nullable: true }) projectId: string | null,
    @Context() ctx: GqlContext,
  ): Promise<BulkImportModel[]> {
    const rows = await this.service.list(await this.access.require(ctx.req, Role.CONTRIBUTOR), projectId);
    return rows.map((row) => BulkImportModel.from(row));
  }

  @Query(() => BulkImportModel)
  async bulkImport(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<BulkImportModel> {
    return BulkImportModel.from(
      await this.service.get(await this.access.require(ctx.req, Role.CONTRIBUTOR), id),
    );
  }

  @Mutation(() => BulkImportModel, {
    description:
      'Starts an uploaded import with its column mapping; the rows are written by a job (watch `bulkImport`).',
  })
  async startBulkImport(
    @InputArgs('input') input: StartBulkImportInput,
    @Context() ctx: GqlContext,
  ): Promise<BulkImportModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return BulkImportModel.from(await this.service.start(scope, input));
  }

  @ResolveField(() => [BulkImportFailureModel], { description: 'Refused rows by row number (spec 001 §3).' })
  async failures(
    @Parent() parent: BulkImportModel,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 100 }) limit: number,
    @Context() ctx: GqlContext,
  ): Promise<BulkImportFailureModel[]> {
    if (!Number.isInteger(limit) || limit < 0 || limit > MAX_FAILURES_PAGE)
      throw AppError.badInput(`Read at most ${MAX_FAILURES_PAGE} failures at a time.`, { field: 'limit' });
    if (!Number.isInteger(offset) || offset < 0)
      throw AppError.badInput('The offset cannot be negative.', { field: 'offset' });
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const rows = await this.service.failures(scope, parent.id, offset, limit);
    return rows.map((row) => ({
      rowNumber: row.row_number,
      errorCode: row.error_code,
      humanMessageText: row.human_message_text,
    }));
  }
}
