import { ValidationPipe } from '@nestjs/common';
import { Args } from '@nestjs/graphql';
import { validationRefusal } from './validation-refusal';

/**
 * Checks an input object against its class-validator rules; a failure is BAD_USER_INPUT in the
 * product's words (validation-refusal.ts), never class-validator's default wording. Applied per
 * argument (InputArgs), not as a global pipe: a global pipe runs every argument of every resolver,
 * the context included, through Nest's asynchronous pipe chain.
 */
export const INPUT_VALIDATION = new ValidationPipe({
  transform: false,
  // An empty message then means "the rule has no message of its own", and the target (the object an
  // error was found in) leads to the rule's arguments, from which the refusal words the limit.
  dismissDefaultMessages: true,
  validationError: { target: true, value: false },
  exceptionFactory: validationRefusal,
});

/** `@Args(name)` for an input object, validated with INPUT_VALIDATION. Every input object argument uses it. */
export function InputArgs(name: string): ParameterDecorator {
  return Args(name, INPUT_VALIDATION);
}
