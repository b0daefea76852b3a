import 'reflect-metadata';
import type { PipeTransform, Type } from '@nestjs/common';
import { PARAM_ARGS_METADATA } from '@nestjs/graphql';
import { getMetadataStorage } from 'class-validator';
import { API_MODULES } from '../api.module';
import { LogInInput } from '../auth/dto/auth.inputs';
import { INPUT_VALIDATION, InputArgs } from './input-args.decorator';
import { providersOf } from './module-providers';

/** Nest's GqlParamtype.ARGS: how @Args entries are keyed in PARAM_ARGS_METADATA ("3:<index>"). */
const ARGS_PARAMTYPE = 3;

interface ParamEntry {
  index: number;
  pipes?: PipeTransform[];
}

/** Every `@Args` parameter of every resolver method whose type carries class-validator rules. */
function validatedClassArguments(): { where: string; pipes: PipeTransform[] }[] {
  const providers = providersOf(API_MODULES);
  const found: { where: string; pipes: PipeTransform[] }[] = [];
  for (const provider of providers) {
    if (typeof provider !== 'function') continue;
    const prototype = provider.prototype as Record<string, unknown>;
    for (const method of Object.getOwnPropertyNames(prototype)) {
      const params = Reflect.getMetadata(PARAM_ARGS_METADATA, provider, method) as
        Record<string, ParamEntry> | undefined;
      if (!params) continue;
      const types = (Reflect.getMetadata('design:paramtypes', prototype, method) ?? []) as Type[];
      for (const [key, entry] of Object.entries(params)) {
        if (!key.startsWith(`${ARGS_PARAMTYPE}:`)) continue;
        const type = types[entry.index];
        const hasRules =
          typeof type === 'function' &&
          getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
        if (hasRules) found.push({ where: `${provider.name}.${method}`, pipes: entry.pipes ?? [] });
      }
    }
  }
  return found;
}

describe(InputArgs.name, () => {
  it('should put every input object argument of every resolver through the validation pipe', () => {
    const sut = validatedClassArguments();
    // The list is not empty: the scan would otherwise prove nothing.
    expect(sut.map((arg) => arg.where)).toContain('AuthResolver.logIn');
    for (const arg of sut)
      expect({ where: arg.where, validated: arg.pipes.includes(INPUT_VALIDATION) }).toEqual({
        where: arg.where,
        validated: true,
      });
  });

  it('should reject an input that breaks its rules with BAD_USER_INPUT in the product wording when validated', async () => {
    const tooLong = { email: 'x'.repeat(400), password: 'secret' };
    await expect(
      INPUT_VALIDATION.transform(tooLong, { type: 'body', metatype: LogInInput, data: 'input' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'E-mail address can be at most 320 characters.',
      details: { field: 'email', limit: 'maxLength', maximum: 320 },
    });
  });
});
