import 'reflect-metadata';
import { type CanActivate, Scope, type Type, UseGuards } from '@nestjs/common';
import { ApplicationConfig, type ModuleRef } from '@nestjs/core';
import { Args, Context, Mutation, Query, Resolver, ResolverDecoratorHost } from '@nestjs/graphql';
import { type Logger } from '@fieldnote/core';
import { AppErrorFilter } from '@fieldnote/control-plane';
import {
  type GraphQLFieldResolver,
  GraphQLObjectType,
  type GraphQLResolveInfo,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { of } from 'rxjs';
import { callResolversDirectly } from './direct-resolvers.util';

class DenyAll implements CanActivate {
  canActivate(): boolean {
    return false;
  }
}

@Resolver()
class SampleResolver {
  readonly greeting = 'hello';

  @Query(() => String)
  plain(@Context() ctx: { who: string }): string {
    return `${this.greeting} ${ctx.who}`;
  }

  @Query(() => String, { name: 'renamed' })
  observed(@Context() ctx: { who: string }) {
    return of(`seen ${ctx.who}`);
  }

  @Query(() => String)
  withArgs(@Args('name') name: string, @Context() _ctx: unknown): string {
    return name;
  }

  @Query(() => String)
  @UseGuards(DenyAll)
  guarded(@Context() _ctx: unknown): string {
    return 'secret';
  }

  @Mutation(() => String)
  touch(@Context() ctx: { who: string }): string {
    return `touched by ${ctx.who}`;
  }
}

@Resolver()
@UseGuards(DenyAll)
class GuardedResolver {
  @Query(() => String)
  classGuarded(@Context() _ctx: unknown): string {
    return 'secret';
  }
}

/** What Nest would have installed: a marker, so we can tell whether a field was rewired. */
const nestPipeline: GraphQLFieldResolver<unknown, unknown> = () => 'through Nest';

function buildSchema(): GraphQLSchema {
  const field = () => ({ type: GraphQLString, resolve: nestPipeline });
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        plain: field(),
        renamed: field(),
        withArgs: field(),
        guarded: field(),
        classGuarded: field(),
      },
    }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: { touch: field() } }),
  });
}

function buildModuleRef(decorated = false): ModuleRef {
  const instances = new Map<unknown, unknown>([
    [SampleResolver, new SampleResolver()],
    [GuardedResolver, new GuardedResolver()],
    [ResolverDecoratorHost, new ResolverDecoratorHost()],
  ]);
  if (decorated) (instances.get(ResolverDecoratorHost) as ResolverDecoratorHost).setDecorator((fn) => fn);
  return {
    get: (token: Type) => instances.get(token),
    introspect: () => ({ scope: Scope.DEFAULT }),
  } as unknown as ModuleRef;
}

function buildAppConfig(): ApplicationConfig {
  const config = new ApplicationConfig();
  config.useGlobalFilters(new AppErrorFilter({} as Logger));
  return config;
}

function resolve(schema: GraphQLSchema, type: 'query' | 'mutation', name: string): unknown {
  const root = type === 'query' ? schema.getQueryType() : schema.getMutationType();
  const resolver = root?.getFields()[name]?.resolve;
  return resolver?.(undefined, {}, { who: 'ada' }, {} as GraphQLResolveInfo);
}

describe(callResolversDirectly.name, () => {
  const resolvers = [SampleResolver, GuardedResolver];

  it('should call a root resolver that takes only the context directly when nothing else applies', async () => {
    const sut = callResolversDirectly(buildSchema(), resolvers, buildModuleRef(), buildAppConfig());
    expect(resolve(sut, 'query', 'plain')).toBe('hello ada');
    expect(resolve(sut, 'mutation', 'touch')).toBe('touched by ada');
    await expect(resolve(sut, 'query', 'renamed')).resolves.toBe('seen ada');
  });

  it('should keep Nest in charge when the method takes arguments or has a guard', () => {
    const sut = callResolversDirectly(buildSchema(), resolvers, buildModuleRef(), buildAppConfig());
    expect(resolve(sut, 'query', 'withArgs')).toBe('through Nest');
    expect(resolve(sut, 'query', 'guarded')).toBe('through Nest');
    expect(resolve(sut, 'query', 'classGuarded')).toBe('through Nest');
  });

  it('should keep Nest in charge of every resolver when a global guard, pipe or interceptor is set', () => {
    const withGuard = buildAppConfig();
    withGuard.useGlobalGuards(new DenyAll());
    const withPipe = buildAppConfig();
    withPipe.useGlobalPipes({ transform: (value: unknown) => value });
    const withInterceptor = buildAppConfig();
    withInterceptor.useGlobalInterceptors({ intercept: (_context, next) => next.handle() });
    for (const appConfig of [withGuard, withPipe, withInterceptor]) {
      const sut = callResolversDirectly(buildSchema(), resolvers, buildModuleRef(), appConfig);
      expect(resolve(sut, 'query', 'plain')).toBe('through Nest');
    }
  });

  it('should keep Nest in charge when a resolver decorator or another exception filter is set', () => {
    const decorated = callResolversDirectly(buildSchema(), resolvers, buildModuleRef(true), buildAppConfig());
    expect(resolve(decorated, 'query', 'plain')).toBe('through Nest');
    const withFilter = buildAppConfig();
    withFilter.useGlobalFilters({ catch: () => undefined });
    const filtered = callResolversDirectly(buildSchema(), resolvers, buildModuleRef(), withFilter);
    expect(resolve(filtered, 'query', 'plain')).toBe('through Nest');
  });
});
