import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Bus, Logger, Subscription } from '@fieldnote/core';
import { BUS, LOGGER } from '@fieldnote/db';
import type { FastifyInstance } from 'fastify';
import { forgetProjectPermissions } from '../../context/project-gate';
import { accountTopic, toAccountChange } from './account-change';
import { toWorkspaceChange, workspaceTopic } from './workspace-change';

/** The slice of Mercurius' pub/sub this service uses. */
interface PubSub {
  publish(event: { topic: string; payload: unknown }, callback?: () => void): void;
}

/**
 * Carries committed changes from the bus to the open browsers of their workspace: every API process
 * listens to the bus (each hears every event once) and publishes the change on the workspace's
 * topic, which the `workspaceChanged` subscriptions of that process read. An account's own news (an
 * invitation to another workspace) goes on the account's topic, for `accountChanged`.
 */
@Injectable()
export class LiveUpdatesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private listening: Subscription | undefined;

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly httpAdapterHost: HttpAdapterHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const fastify = this.httpAdapterHost.httpAdapter.getInstance<
      FastifyInstance & { graphql?: { pubsub?: PubSub } }
    >();
    const pubsub = fastify.graphql?.pubsub;
    if (!pubsub) throw new Error('GraphQL subscriptions are not enabled: live updates have no channel.');
    this.listening = await this.bus.listen('>', (event) => {
      // Access changed in some process (this one or another): cached permissions are stale.
      if (event.subject === 'project.accessChanged' || event.subject.startsWith('user_group.')) {
        forgetProjectPermissions();
      }
      const forAccount = toAccountChange(event);
      if (forAccount)
        pubsub.publish({ topic: accountTopic(forAccount.accountId), payload: forAccount.change });
      const change = toWorkspaceChange(event);
      if (!change || !event.workspaceId) return;
      pubsub.publish({ topic: workspaceTopic(event.workspaceId), payload: change });
    });
    this.logger.debug({}, 'live updates: listening to the bus');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listening?.stop();
  }
}
