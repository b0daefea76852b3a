import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { Args } from '@nestjs/graphql';

/**
 * Checks an input object against its class-validator rules; a failure is BAD_USER_INPUT with the
 * rules' messages. Applied per argument (InputArgs), not as a global pipe: a global pipe runs every
 * argument of every resolver, the context included, through Nest's asynchronous pipe chain.
 */
export const INPUT_VALIDATION = new ValidationPipe({
  transform: false,
  exceptionFactory: (errors) =>
    new BadRequestException(errors.flatMap(messagesOf).join(' ') || 'Invalid input.'),
});

/** `@Args(name)` for an input object, validated with INPUT_VALIDATION. Every input object argument uses it. */
export function InputArgs(name: string): ParameterDecorator {
  return Args(name, INPUT_VALIDATION);
}

/** The rules' messages of an error and of its nested objects' errors (a filter inside the arguments). */
function messagesOf(error: ValidationError): string[] {
  return [...Object.values(error.constraints ?? {}), ...(error.children ?? []).flatMap(messagesOf)];
}
