import { validateCelRules } from './cel-validator';
import type { JsonSchema } from './fake-resource';
import { fieldErrorMessage } from './field-error';

/** A resource schema whose spec carries the rules under test. */
function schemaWith(spec: JsonSchema): JsonSchema {
  return { type: 'object', properties: { spec: { type: 'object', ...spec } } };
}

function messages(schema: JsonSchema, spec: unknown, oldSpec?: unknown): string[] {
  const object = { apiVersion: 'x.dev/v1', kind: 'X', metadata: { name: 'x' }, spec };
  const old = oldSpec === undefined ? undefined : { ...object, spec: oldSpec };
  return validateCelRules(schema, object, old).map(fieldErrorMessage);
}

const immutableRegion = schemaWith({
  properties: {
    region: {
      type: 'string',
      'x-kubernetes-validations': [{ rule: 'self == oldSelf', message: 'region is immutable' }],
    },
  },
});

describe('CEL rule evaluation (x-kubernetes-validations)', () => {
  it('should bind self to the value of the node the rule sits on', () => {
    const schema = schemaWith({
      properties: {
        replicas: {
          type: 'integer',
          'x-kubernetes-validations': [{ rule: 'self <= 10', message: 'at most 10' }],
        },
      },
    });

    expect(messages(schema, { replicas: 3 })).toEqual([]);
    expect(messages(schema, { replicas: 11 })).toEqual(['spec.replicas: Invalid value: 11: at most 10']);
  });

  it('should not run a rule on an absent value', () => {
    const schema = schemaWith({
      properties: { name: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self.size() > 100' }] } },
    });

    expect(messages(schema, {})).toEqual([]);
  });

  it('should skip a transition rule on create and apply it on update', () => {
    expect(messages(immutableRegion, { region: 'EU_A' })).toEqual([]);
    expect(messages(immutableRegion, { region: 'EU_A' }, { region: 'EU_A' })).toEqual([]);
    expect(messages(immutableRegion, { region: 'US_B' }, { region: 'EU_A' })).toEqual([
      'spec.region: Invalid value: "US_B": region is immutable',
    ]);
  });

  it('should skip a transition rule when the old object has no value there', () => {
    expect(messages(immutableRegion, { region: 'US_B' }, {})).toEqual([]);
  });

  it('should give oldSelf as an optional to optionalOldSelf rules, on create too', () => {
    const schema = schemaWith({
      properties: {
        tier: {
          type: 'string',
          'x-kubernetes-validations': [
            {
              rule: "oldSelf.hasValue() ? oldSelf.value() == self : self == 'shared'",
              message: 'new workspaces start shared; then the tier is fixed',
              optionalOldSelf: true,
            },
          ],
        },
      },
    });

    expect(messages(schema, { tier: 'shared' })).toEqual([]);
    expect(messages(schema, { tier: 'dedicated' })).toEqual([
      'spec.tier: Invalid value: "dedicated": new workspaces start shared; then the tier is fixed',
    ]);
    expect(messages(schema, { tier: 'dedicated' }, { tier: 'dedicated' })).toEqual([]);
  });

  it('should report "failed rule" when a rule has no message', () => {
    const schema = schemaWith({ 'x-kubernetes-validations': [{ rule: 'has(self.a) || has(self.b)' }] });

    expect(messages(schema, {})).toEqual(['spec: Invalid value: failed rule: has(self.a) || has(self.b)']);
  });

  it('should use messageExpression, and fall back to message when it fails at run time', () => {
    const schema = schemaWith({
      properties: { n: { type: 'integer' }, m: { type: 'integer' }, limit: { type: 'integer' } },
      'x-kubernetes-validations': [
        { rule: 'self.n < 5', messageExpression: "'n is ' + string(self.n) + ', above 4'" },
        { rule: 'self.m < 5', message: 'm too big', messageExpression: "'m is above ' + string(self.limit)" },
      ],
    });

    expect(messages(schema, { n: 7, m: 9 })).toEqual([
      'spec: Invalid value: n is 7, above 4',
      'spec: Invalid value: m too big',
    ]);
  });

  it('should honour reason and fieldPath', () => {
    const schema = schemaWith({
      properties: { owner: { type: 'string' } },
      'x-kubernetes-validations': [
        {
          rule: 'has(self.owner)',
          message: 'an owner is needed',
          reason: 'FieldValueRequired',
          fieldPath: '.owner',
        },
      ],
    });

    expect(messages(schema, {})).toEqual(['spec.owner: Required value: an owner is needed']);
  });

  it('should report an evaluation error with the rule', () => {
    const schema = schemaWith({
      properties: { a: { type: 'string' } },
      'x-kubernetes-validations': [{ rule: "self.a == 'x'", message: 'a must be x' }],
    });

    expect(messages(schema, {})).toEqual([
      expect.stringMatching(
        /^spec: Invalid value: "object": .*no such key: a.* evaluating rule: a must be x$/i,
      ),
    ]);
  });

  it('should refuse a rule that does not compile against the schema types', () => {
    const schema = schemaWith({
      properties: { a: { type: 'string' } },
      'x-kubernetes-validations': [{ rule: 'self.a == 1' }, { rule: 'self.nope' }],
    });

    expect(messages(schema, { a: 'x' })).toEqual([
      expect.stringMatching(/^spec: Invalid value: "object": rule compile error: /),
      expect.stringMatching(/^spec: Invalid value: "object": rule compile error: /),
    ]);
  });

  it('should ratchet a rule without oldSelf for an unchanged value only', () => {
    const schema = schemaWith({
      properties: {
        name: {
          type: 'string',
          'x-kubernetes-validations': [{ rule: 'self.size() <= 3', message: 'short' }],
        },
        other: { type: 'string' },
      },
    });

    expect(messages(schema, { name: 'toolong', other: 'b' }, { name: 'toolong', other: 'a' })).toEqual([]);
    expect(messages(schema, { name: 'toolonger' }, { name: 'toolong' })).toEqual([
      'spec.name: Invalid value: "toolonger": short',
    ]);
  });

  it('should correlate map-list items by key and compare objects, integers and timestamps by value', () => {
    const schema = schemaWith({
      properties: {
        items: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
          items: {
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string' },
              size: { type: 'integer' },
              at: { type: 'string', format: 'date-time' },
            },
            'x-kubernetes-validations': [{ rule: 'self == oldSelf', message: 'items are immutable' }],
          },
        },
      },
    });
    const a = { name: 'a', size: 1, at: '2026-01-01T00:00:00Z' };
    const b = { name: 'b', size: 2, at: '2026-01-02T00:00:00Z' };

    expect(messages(schema, { items: [b, a] }, { items: [a, b] })).toEqual([]);
    expect(messages(schema, { items: [a, { ...b, size: 3 }] }, { items: [a, b] })).toEqual([
      'spec.items[1]: Invalid value: items are immutable',
    ]);
    expect(
      messages(schema, { items: [a, { ...b, at: '2026-01-02T00:00:00.000+00:00' }] }, { items: [a, b] }),
    ).toEqual([]);
  });

  it('should reach escaped property names and the resource root', () => {
    const schema: JsonSchema = {
      type: 'object',
      'x-kubernetes-validations': [
        { rule: "self.metadata.name.startsWith('ws-')", message: 'name starts with ws-' },
      ],
      properties: {
        spec: {
          type: 'object',
          properties: { 'max-size': { type: 'integer' }, namespace: { type: 'string' } },
          'x-kubernetes-validations': [{ rule: "self.max__dash__size > 0 && self.__namespace__ != ''" }],
        },
      },
    };

    expect(messages(schema, { 'max-size': 1, namespace: 'a' })).toEqual([
      '<nil>: Invalid value: name starts with ws-',
    ]);
  });
});
