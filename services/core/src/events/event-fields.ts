import { z } from 'zod';

/**
 * Field schemas the catalogue's payloads share. Ids are PostgreSQL UUIDs in any 8-4-4-4-12 hex form
 * (`z.guid()`): ids the worker derives from other ids need not carry a version nibble.
 */
export const uuid = z.guid();
export const uuidOrNull = z.guid().nullable();
export const uuids = z.array(z.guid());
export const text = z.string();
export const texts = z.array(z.string());
export const count = z.number().int().nonnegative();
