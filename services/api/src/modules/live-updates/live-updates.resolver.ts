import { Inject } from '@nestjs/common';
import { Context, Resolver, Subscription } from '@nestjs/graphql';
import { type Logger, Role } from '@fieldnote/core';
import { LOGGER } from '@fieldnote/db';
import type { FastifyRequest } from 'fastify';
import { ProjectGate } from '../../context/project-gate';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { withoutHiddenProjects } from './private-project-filter';
import { socketError } from '../../graphql/format-graphql-error';
import { AccountChangeModel } from './dto/account-change.model';
import { WorkspaceChangeModel } from './dto/workspace-change.model';
import { accountTopic } from './account-change';
import { workspaceTopic } from './workspace-change';

/** What a subscription's context holds: the upgrade request (session cookie, host) and Mercurius' pub/sub. */
interface SubscriptionContext {
  req: FastifyRequest;
  pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> };
}

/**
 * The live channel of spec 000 §7 ("a realtime socket subscription for GraphQL"): open pages hear
 * that something changed in their workspace and read it again. A member of the workspace (any role)
 * may listen; the session is checked when the subscription starts.
 */
@Resolver(() => WorkspaceChangeModel)
export class LiveUpdatesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Subscription(() => AccountChangeModel, {
    description:
      'Changes to the signed-in account’s own inbox (invitations to other workspaces), as they commit. Sessions only: an API token opens one workspace, never the account.',
    resolve: (change: AccountChangeModel) => change,
  })
  async accountChanged(@Context() ctx: SubscriptionContext): Promise<AsyncIterable<unknown>> {
    const accountId = await this.access.requireAccount(ctx.req).catch((error: unknown) => {
      throw socketError(error, this.logger);
    });
    return ctx.pubsub.subscribe(accountTopic(accountId));
  }

  @Subscription(() => WorkspaceChangeModel, {
    description: 'Every change to the research data of the caller’s workspace, as it commits.',
    resolve: (change: WorkspaceChangeModel) => change,
  })
  async workspaceChanged(@Context() ctx: SubscriptionContext): Promise<AsyncIterable<unknown>> {
    const scope = await this.access.require(ctx.req, Role.VIEWER).catch((error: unknown) => {
      throw socketError(error, this.logger);
    });
    const changes = await ctx.pubsub.subscribe(workspaceTopic(scope.workspace.id));
    // Managers see every project; others do not hear of private projects they have no access to.
    if (scope.role === Role.MANAGER) return changes;
    const readHidden = async () =>
      new Set(
        await new ProjectGate(
          scope.em,
          scope.workspace.schemaName,
          scope.accountId,
          scope.role,
          Role.VIEWER,
        ).hiddenProjectIds(),
      );
    return withoutHiddenProjects(changes, readHidden);
  }
}
