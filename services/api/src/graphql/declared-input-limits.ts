import { TypeMetadataStorage } from '@nestjs/graphql';
import { type ValidationArguments, getMetadataStorage } from 'class-validator';

/** The maxima one input field or argument declares with class-validator, and their own wording. */
export interface DeclaredLimits {
  /** ArrayMaxSize. */
  maxItems?: number;
  itemsMessage?: DeclaredMessage;
  /** MaxLength, or Length's maximum (of the string, or of each item of a list of strings). */
  maxLength?: number;
  lengthMessage?: DeclaredMessage;
}

export type DeclaredMessage = string | ((args: ValidationArguments) => string);

/** Limits by GraphQL type name (an input type, or Query/Mutation/Subscription for arguments), then field or argument name. */
export type LimitsByType = ReadonlyMap<string, ReadonlyMap<string, DeclaredLimits>>;

const ROOTS = [
  ['Query', () => TypeMetadataStorage.getQueriesMetadata()],
  ['Mutation', () => TypeMetadataStorage.getMutationsMetadata()],
  ['Subscription', () => TypeMetadataStorage.getSubscriptionsMetadata()],
] as const;

let declared: LimitsByType | undefined;

/**
 * The maxima the input classes declare (ArrayMaxSize, MaxLength, Length), keyed by the GraphQL names
 * the schema gives them: input types' fields, and the arguments of root fields that take an @ArgsType
 * class. Read once from Nest's type metadata and class-validator's, after the schema was built, so
 * the input bounds check (input-bounds-check.ts) applies exactly what the ValidationPipe would, but
 * before the variables are coerced, and a new input class is covered without anyone remembering to.
 */
export function declaredInputLimits(): LimitsByType {
  declared ??= readDeclaredLimits();
  return declared;
}

function readDeclaredLimits(): LimitsByType {
  const byType = new Map<string, Map<string, DeclaredLimits>>();
  const add = (typeName: string, fieldName: string, limits: DeclaredLimits | null): void => {
    if (!limits) return;
    let fields = byType.get(typeName);
    if (!fields) byType.set(typeName, (fields = new Map()));
    fields.set(fieldName, limits);
  };
  for (const input of TypeMetadataStorage.getInputTypesMetadata()) {
    for (const property of input.properties ?? []) {
      add(input.name, property.schemaName, limitsOf(input.target, property.name));
    }
  }
  for (const [root, resolvers] of ROOTS) {
    for (const resolver of resolvers()) {
      for (const arg of resolver.methodArgs ?? []) {
        if (arg.kind !== 'args') continue;
        const argsClass = arg.typeFn() as new () => unknown;
        const properties = TypeMetadataStorage.getArgumentsMetadataByTarget(argsClass)?.properties ?? [];
        for (const property of properties) {
          add(root, `${resolver.schemaName}.${property.schemaName}`, limitsOf(argsClass, property.name));
        }
      }
    }
  }
  return byType;
}

function limitsOf(target: object, property: string): DeclaredLimits | null {
  const limits: DeclaredLimits = {};
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(target as never, '', true, false)) {
    if (rule.propertyName !== property) continue;
    const [first, second] = rule.constraints ?? [];
    if (rule.name === 'arrayMaxSize' && typeof first === 'number') {
      limits.maxItems = first;
      limits.itemsMessage = rule.message;
    } else if (rule.name === 'maxLength' && typeof first === 'number') {
      limits.maxLength = first;
      limits.lengthMessage = rule.message;
    } else if (rule.name === 'length' && typeof second === 'number') {
      limits.maxLength = second;
      limits.lengthMessage = rule.message;
    }
  }
  return limits.maxItems === undefined && limits.maxLength === undefined ? null : limits;
}
