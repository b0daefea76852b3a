import { z } from 'zod';

/** The fields of an event's payload: each a zod schema (with `.describe()` for the catalogue). */
export type EventFields = z.core.$ZodShape;

/**
 * One catalogued event: the subject it travels under, the version of its payload's contract, when
 * it fires, and its payload. `payload` is strict (a field not declared is refused at write time, so
 * the catalogue lists every field an event carries); `readPayload` drops fields it does not know, so
 * a consumer still reads an event written by a newer producer that added one.
 */
export interface EventDefinition<S extends string = string, F extends EventFields = EventFields> {
  readonly subject: S;
  /** Bumped when a payload changes incompatibly (a field removed, renamed or retyped). */
  readonly version: number;
  /** When it fires, in one sentence: the catalogue and the README show it. */
  readonly description: string;
  readonly payload: z.ZodObject<F, z.core.$strict>;
  readonly readPayload: z.ZodObject<F, z.core.$strip>;
}

/** What a producer passes to recordEvent for the event (optional fields may be left out). */
export type EventPayloadInput<E extends EventDefinition> = z.input<E['payload']>;
/** What a consumer receives: the parsed payload. */
export type EventPayload<E extends EventDefinition> = z.output<E['readPayload']>;

/** Declares an event of the catalogue. */
export function defineEvent<const S extends string, const F extends EventFields>(definition: {
  subject: S;
  version: number;
  description: string;
  payload: F;
}): EventDefinition<S, F> {
  return Object.freeze({
    subject: definition.subject,
    version: definition.version,
    description: definition.description,
    payload: z.strictObject(definition.payload),
    readPayload: z.object(definition.payload),
  });
}
