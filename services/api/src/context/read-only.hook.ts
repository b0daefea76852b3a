import 'mercurius';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AppError, ErrorCode } from '@fieldnote/core';
import { EntitlementsService } from '@fieldnote/control-plane';
import { type DocumentNode, Kind, OperationTypeNode } from 'graphql';
import type { FastifyInstance } from 'fastify';
import { READ_ONLY_ALLOWED_MUTATIONS } from './read-only-mutations';
import { RequestAuthService } from './request-auth.service';

/** Per parsed document: whether it selects a mutation a read-only workspace refuses. */
const writesByDocument = new WeakMap<DocumentNode, boolean>();

/** The refusal of a write in a read-only workspace: why, and how to make changes again. */
export function readOnlyRefusal(planName: string): AppError {
  return new AppError(
    ErrorCode.FORBIDDEN,
    `This workspace is read-only: its ${planName} has ended. Everything stays readable; choose a plan on the billing page to make changes again.`,
    {
      readOnly: true,
      planLimit: 'readOnly',
      maximum: 0,
      plan: null,
      planName,
      upgradePlan: null,
      upgradePlanName: null,
    },
  );
}

/**
 * Read-only mode (issue 33): when a trial has ended and no free plan follows it
 * (freePlanAvailableAfterTrial false), every mutation that writes the workspace is refused, before
 * any resolver runs, with FORBIDDEN naming why; reads keep working, and paying, one's own account
 * and taking access away stay open (READ_ONLY_ALLOWED_MUTATIONS). With billing off nothing is checked.
 */
@Injectable()
export class ReadOnlyHook implements OnApplicationBootstrap {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly entitlements: EntitlementsService,
    private readonly auth: RequestAuthService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.entitlements.selfHosted) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.graphql.addHook('preExecution', async (_schema, document, context) => {
      if (!writes(document)) return;
      const { workspace } = await this.auth.of(context.reply.request);
      if (!workspace) return;
      const plan = await this.entitlements.of(workspace.id);
      if (plan.readOnly) throw readOnlyRefusal(plan.plan.name);
    });
  }
}

function writes(document: DocumentNode): boolean {
  let known = writesByDocument.get(document);
  if (known !== undefined) return known;
  known = document.definitions.some(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      d.operation === OperationTypeNode.MUTATION &&
      // Fragment spreads on Mutation count as writes: refusing them is the safe side.
      d.selectionSet.selections.some(
        (s) => s.kind !== Kind.FIELD || !READ_ONLY_ALLOWED_MUTATIONS.has(s.name.value),
      ),
  );
  writesByDocument.set(document, known);
  return known;
}
