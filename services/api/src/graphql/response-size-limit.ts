import { AppError, ErrorCode } from '@fieldnote/core';
import {
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
} from 'graphql';

const RESPONSE_BYTES = Symbol('fieldnote.responseBytes');

/** The running total of one request, kept on its GraphQL context. */
interface ResponseBudget {
  bytes: number;
  exceeded: boolean;
}

type ContextWithBudget = { [RESPONSE_BYTES]?: ResponseBudget };

// Below this, a string's length is a close enough count of its bytes and costs nothing to take.
const MEASURE_FROM_LENGTH = 1024;

/** The error a request gets when its answer would be larger than the limit. */
export function responseTooLarge(maxBytes: number): AppError {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return new AppError(
    ErrorCode.RESPONSE_TOO_LARGE,
    `The answer to this query would be larger than ${megabytes} MB. Ask for fewer items or fields at once.`,
    { limit: 'maxResponseBytes', maximum: maxBytes },
  );
}

/**
 * Bounds the size of one response while it is built, not after (issue 7, hole 1): every text field
 * (String or ID) adds the bytes of its value to a total on the request's context, and once the total
 * passes `maxBytes` that field fails with RESPONSE_TOO_LARGE, and so does every later text field and
 * every later list field, without calling its resolver (no more rows are loaded). The error
 * formatter then answers with that one error and no data. Found through the schema, so a new field
 * is counted too; other fields are left alone, as each wrapper costs a little on every request (root
 * fields of a query all start at once, so stopping them would save nothing).
 */
export function limitResponseSize(schema: GraphQLSchema, maxBytes: number): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      if (isText(field)) field.resolve = countingResolver(resolve, maxBytes);
      else if (isListType(getNullableType(field.type))) field.resolve = stoppingResolver(resolve, maxBytes);
    }
  }
  return schema;
}

function isText(field: GraphQLField<unknown, unknown>): boolean {
  const { name } = getNamedType(field.type);
  return name === 'String' || name === 'ID';
}

/** A leaf: resolve, then count what it answered. */
function countingResolver(resolve: GraphQLFieldResolver<unknown, unknown>, maxBytes: number) {
  const count = (context: ContextWithBudget, value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const budget = (context[RESPONSE_BYTES] ??= { bytes: 0, exceeded: false });
    budget.bytes += value.length < MEASURE_FROM_LENGTH ? value.length : Buffer.byteLength(value);
    if (budget.bytes > maxBytes) budget.exceeded = true;
    if (budget.exceeded) throw responseTooLarge(maxBytes);
    return value;
  };
  const counting: GraphQLFieldResolver<unknown, ContextWithBudget> = (source, args, context, info) => {
    if (context[RESPONSE_BYTES]?.exceeded) throw responseTooLarge(maxBytes);
    const value = resolve(source, args, context, info);
    return value instanceof Promise
      ? value.then((resolved) => count(context, resolved))
      : count(context, value);
  };
  return counting;
}

/** An object or list: once the request is over its budget, do not fetch anything more. */
function stoppingResolver(resolve: GraphQLFieldResolver<unknown, unknown>, maxBytes: number) {
  const stopping: GraphQLFieldResolver<unknown, ContextWithBudget> = (source, args, context, info) => {
    if (context[RESPONSE_BYTES]?.exceeded) throw responseTooLarge(maxBytes);
    return resolve(source, args, context, info);
  };
  return stopping;
}
