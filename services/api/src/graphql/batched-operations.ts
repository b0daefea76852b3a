import { GRAPHQL_LIMITS } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Kind, OperationTypeNode, parse } from 'graphql';

/** Spec 000 §7: the one operation the web client batches (every 10 ms). */
export const BATCHED_OPERATION = 'CommentQuery';

/**
 * Lets a POST carry a batch (a JSON array) only of what the client batches: at most
 * GRAPHQL_LIMITS.maxBatchedOperations queries named CommentQuery. Anything else in an array is
 * refused before any of it runs, so a batch is never a way to multiply the per-request limits or to
 * slip a mutation in. Each operation of an accepted batch then passes every check a single one does.
 * Returns whether it refused the request (the answer is then sent).
 */
export function refuseUnexpectedBatch(request: FastifyRequest, reply: FastifyReply): boolean {
  const body: unknown = request.body;
  if (!Array.isArray(body)) return false;
  const problem = batchProblem(body);
  if (!problem) return false;
  void reply.code(400).send({
    data: null,
    errors: [{ message: problem, extensions: { errorCode: 'BAD_USER_INPUT', humanReadable: true } }],
  });
  return true;
}

function batchProblem(batch: unknown[]): string | null {
  const max = GRAPHQL_LIMITS.maxBatchedOperations;
  if (batch.length === 0 || batch.length > max)
    return `A batch holds 1 to ${max} operations named ${BATCHED_OPERATION}.`;
  for (const entry of batch) {
    const { query, operationName } = (entry ?? {}) as { query?: unknown; operationName?: unknown };
    if (operationName !== BATCHED_OPERATION || typeof query !== 'string' || !onlyQueries(query))
      return `Only ${BATCHED_OPERATION} queries can be sent in a batch; send other operations one by one.`;
  }
  return null;
}

function onlyQueries(source: string): boolean {
  try {
    const document = parse(source, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    return document.definitions.every(
      (d) => d.kind !== Kind.OPERATION_DEFINITION || d.operation === OperationTypeNode.QUERY,
    );
  } catch {
    // Not parsable: refused here rather than run as part of a batch.
    return false;
  }
}
