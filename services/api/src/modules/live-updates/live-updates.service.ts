import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  type Bus,
  type BusEvent,
  type Logger,
  PROJECT_ACCESS_EVENTS,
  type Subscription,
  USER_GROUP_EVENTS,
} from '@fieldnote/core';
import { BUS, LOGGER } from '@fieldnote/db';
import type { FastifyInstance } from 'fastify';
import { forgetProjectPermissions } from '../../context/project-gate';
import { accountTopic, toAccountChange } from './account-change';
import { toWorkspaceChange, workspaceTopic } from './workspace-change';

/** Events after which cached project permissions are stale: who may see a project changed. */
const ACCESS_SUBJECTS = new Set<string>(
  [PROJECT_ACCESS_EVENTS.changed, ...Object.values(USER_GROUP_EVENTS)].map((event) => event.subject),
);

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
      try {
        this.carry(pubsub, event);
      } catch (err) {
        this.logger.error({ err, subject: event.subject, eventId: event.id }, 'live update not carried');
      }
    });
    this.logger.debug({}, 'live updates: listening to the bus');
  }

  private carry(pubsub: PubSub, event: BusEvent): void {
    // Access changed in some process (this one or another): cached permissions are stale.
    if (ACCESS_SUBJECTS.has(event.subject)) forgetProjectPermissions();
    const forAccount = toAccountChange(event);
    if (forAccount) pubsub.publish({ topic: accountTopic(forAccount.accountId), payload: forAccount.change });
    // Any event of a live kind, read as the generic envelope: its id, project and note by name.
    const change = toWorkspaceChange(event);
    if (!change || !event.workspaceId) return;
    pubsub.publish({ topic: workspaceTopic(event.workspaceId), payload: change });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listening?.stop();
  }
}
