import { type Type as ClassType, applyDecorators } from '@nestjs/common';
import { Field } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';

/**
 * An optional input object inside an input: the GraphQL field (nullable), and the validation that
 * checks the object it holds with its own class's rules (class-transformer makes it that class first).
 * Four decorators every nested option of a request repeated; one name says what they mean together.
 */
export function OptionalNested(
  type: () => ClassType,
  options: { description?: string } = {},
): PropertyDecorator {
  return applyDecorators(
    Field(type, { ...options, nullable: true }),
    IsOptional(),
    ValidateNested(),
    Type(type),
  );
}
