import { Scope, type Type } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
} from '@nestjs/common/constants';
import type { ApplicationConfig, ModuleRef } from '@nestjs/core';
import {
  PARAM_ARGS_METADATA,
  RESOLVER_NAME_METADATA,
  RESOLVER_PROPERTY_METADATA,
  RESOLVER_TYPE_METADATA,
  ResolverDecoratorHost,
} from '@nestjs/graphql';
import { AppErrorFilter } from '@fieldnote/control-plane';
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { isObservable, lastValueFrom } from 'rxjs';

/**
 * How Nest records `@Context()` as a method's first parameter: "<GqlParamtype.CONTEXT>:<index>" (the
 * enum is not exported by @nestjs/graphql; CONTEXT is 1).
 */
const CONTEXT_ONLY = '1:0';

type ContextResolver = (context: unknown) => unknown;

/**
 * Lets GraphQL call root resolvers (queries and mutations) directly when Nest's call pipeline would
 * do nothing for them: the method takes only `@Context()`, and no guard, interceptor, pipe or
 * exception filter of its own applies, nor any global one (the application's AppErrorFilter only
 * answers REST requests and rethrows everything else, so it changes nothing here).
 *
 * Nest wraps every root resolver call in about a dozen promises (error proxy, guards, interceptors,
 * argument pipes, result), each of which also pays MikroORM's AsyncLocalStorage hooks, and makes even
 * a cached answer asynchronous. Called directly, the same method answers `{ me { ... } }` from the caches
 * without one promise. Anything that does not qualify keeps Nest's pipeline, so adding a guard or a
 * global interceptor later simply brings it back; field resolvers already get Nest's own fast path.
 */
export function callResolversDirectly(
  schema: GraphQLSchema,
  resolverClasses: Type[],
  moduleRef: ModuleRef,
  appConfig: ApplicationConfig,
): GraphQLSchema {
  if (!pipelineIsEmptyGlobally(moduleRef, appConfig)) return schema;
  const roots: Record<string, GraphQLObjectType | null | undefined> = {
    Query: schema.getQueryType(),
    Mutation: schema.getMutationType(),
  };
  for (const resolverClass of resolverClasses) {
    if (hasEnhancers(resolverClass) || moduleRef.introspect(resolverClass).scope !== Scope.DEFAULT) continue;
    const instance = moduleRef.get<object>(resolverClass, { strict: false });
    const prototype = resolverClass.prototype as object;
    for (const methodName of Object.getOwnPropertyNames(prototype)) {
      // The descriptor, not prototype[name]: reading a getter on the prototype would run it.
      const method: unknown = Object.getOwnPropertyDescriptor(prototype, methodName)?.value;
      if (methodName === 'constructor' || typeof method !== 'function') continue;
      const field = rootFieldOf(roots, resolverClass, methodName, method);
      if (!field || !takesOnlyContext(resolverClass, methodName) || hasEnhancers(method)) continue;
      field.resolve = directResolver((method as ContextResolver).bind(instance));
    }
  }
  return schema;
}

/** The schema field a method resolves, if it is a query or mutation. */
function rootFieldOf(
  roots: Record<string, GraphQLObjectType | null | undefined>,
  resolverClass: Type,
  methodName: string,
  method: object,
) {
  if (Reflect.getMetadata(RESOLVER_PROPERTY_METADATA, method)) return undefined;
  const type = (Reflect.getMetadata(RESOLVER_TYPE_METADATA, method) ??
    Reflect.getMetadata(RESOLVER_TYPE_METADATA, resolverClass)) as string | undefined;
  const root = type ? roots[type] : undefined;
  if (!root) return undefined;
  const name = (Reflect.getMetadata(RESOLVER_NAME_METADATA, method) as string | undefined) ?? methodName;
  return root.getFields()[name];
}

function takesOnlyContext(resolverClass: Type, methodName: string): boolean {
  const params = Reflect.getMetadata(PARAM_ARGS_METADATA, resolverClass, methodName) as
    Record<string, { data?: unknown; pipes?: unknown[] }> | undefined;
  const keys = Object.keys(params ?? {});
  if (keys.length !== 1 || keys[0] !== CONTEXT_ONLY) return false;
  const only = params?.[CONTEXT_ONLY];
  return only?.data === undefined && (only?.pipes?.length ?? 0) === 0;
}

function hasEnhancers(target: object): boolean {
  return [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA, EXCEPTION_FILTERS_METADATA].some(
    (key) => ((Reflect.getMetadata(key, target) as unknown[] | undefined)?.length ?? 0) > 0,
  );
}

function pipelineIsEmptyGlobally(moduleRef: ModuleRef, appConfig: ApplicationConfig): boolean {
  const none = (list: unknown[]) => list.length === 0;
  return (
    none(appConfig.getGlobalGuards()) &&
    none(appConfig.getGlobalRequestGuards()) &&
    none(appConfig.getGlobalInterceptors()) &&
    none(appConfig.getGlobalRequestInterceptors()) &&
    none(appConfig.getGlobalPipes()) &&
    none(appConfig.getGlobalRequestPipes()) &&
    none(appConfig.getGlobalRequestFilters()) &&
    appConfig.getGlobalFilters().every((filter) => filter instanceof AppErrorFilter) &&
    // A resolver decorator (request instrumentation) wraps every root resolver: keep it.
    !moduleRef.get(ResolverDecoratorHost, { strict: false }).getDecorator()
  );
}

/** What Nest would do with the method, minus the wrapping: call it with the context, unwrap an Observable. */
function directResolver(resolve: ContextResolver): GraphQLFieldResolver<unknown, unknown> {
  return (_root, _args, context) => {
    const result = resolve(context);
    return isObservable(result) ? lastValueFrom(result) : result;
  };
}
