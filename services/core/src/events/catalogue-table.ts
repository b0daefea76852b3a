import { z } from 'zod';
import { EVENT_CATALOGUE } from './catalogue';
import type { EventDefinition } from './define-event';

/** The README markers the catalogue table sits between (scripts/event-catalogue-readme.mjs writes it). */
export const CATALOGUE_TABLE_START = '<!-- event-catalogue:start -->';
export const CATALOGUE_TABLE_END = '<!-- event-catalogue:end -->';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A field's type as the README shows it: `uuid`, `uuid[]`, `integer`, `A or B`, `… or null`. */
function typeName(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeName).join(' or ');
  if (schema.enum) return schema.enum.map(String).join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'unknown'];
  return types
    .map((type) => {
      if (type === 'array') return `${schema.items ? typeName(schema.items) : 'unknown'}[]`;
      if (type === 'string' && schema.format === 'uuid') return 'uuid';
      return type;
    })
    .join(' or ');
}

/** `name: type` per field, `name?` when it may be left out. */
export function payloadFields(event: EventDefinition): string[] {
  const schema = z.toJSONSchema(event.payload) as JsonSchema;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(
    ([name, field]) => `${name}${required.has(name) ? '' : '?'}: ${typeName(field)}`,
  );
}

/** One table row per catalogued event: subject, version, when it fires, payload fields. */
export function catalogueTableRows(): string[][] {
  return EVENT_CATALOGUE.map((event) => [
    `\`${event.subject}\``,
    String(event.version),
    event.description.replace(/\|/g, '\\|'),
    payloadFields(event)
      .map((field) => `\`${field}\``)
      .join(', '),
  ]);
}

/** The README's catalogue table in Markdown (before Prettier aligns it). */
export function renderCatalogueTable(): string {
  const header = ['Subject', 'Version', 'When it fires', 'Payload fields'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...catalogueTableRows().map(line)].join('\n');
}
