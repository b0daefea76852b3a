import { MODULE_METADATA } from '@nestjs/common/constants';
import type { Provider, Type } from '@nestjs/common';
import { RESOLVER_TYPE_METADATA } from '@nestjs/graphql';

/** The classes a module declares as providers (its `@Module({ providers })`, factories left out). */
export function providersOf(modules: readonly Type[]): Type[] {
  return modules.flatMap((module) =>
    ((Reflect.getMetadata(MODULE_METADATA.PROVIDERS, module) ?? []) as Provider[]).filter(
      (provider): provider is Type => typeof provider === 'function',
    ),
  );
}

/** The GraphQL resolver classes among the modules' providers (those marked by `@Resolver()`). */
export function resolversOf(modules: readonly Type[]): Type[] {
  return providersOf(modules).filter((provider) => Reflect.hasOwnMetadata(RESOLVER_TYPE_METADATA, provider));
}
