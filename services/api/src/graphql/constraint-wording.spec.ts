import 'reflect-metadata';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { CONSTRAINT_WORDING } from './constraint-wording';

const SERVICES = join(__dirname, '../../..');

/** Every source file (not a test) under services/*\/src that uses class-validator. */
function filesUsingClassValidator(): string[] {
  return readdirSync(SERVICES, { recursive: true, encoding: 'utf8' })
    .filter((path) => /^[^/]+\/src\/.*\.ts$/.test(path) && !/\.(spec|int-spec|e2e-spec|d)\.ts$/.test(path))
    .map((path) => join(SERVICES, path))
    .filter((path) => readFileSync(path, 'utf8').includes("from 'class-validator'"));
}

/** The kind of rule IsOptional and ValidateIf add: it only decides whether the others run, so it never refuses. */
const NEVER_REFUSES = new Set(['conditionalValidation']);

describe('CONSTRAINT_WORDING', () => {
  it('should word every class-validator rule used in services/*/src so none reaches a client in its default wording', async () => {
    // Every rule a decorator declares passes through addValidationMetadata as its file loads.
    const storage = getMetadataStorage();
    const declared = jest.spyOn(storage, 'addValidationMetadata');
    const files = filesUsingClassValidator();
    for (const file of files) await import(file);
    const refusing = declared.mock.calls
      .map(([rule]) => rule)
      .filter((rule) => !NEVER_REFUSES.has(rule.type));
    const used = new Set(refusing.map((rule) => rule.name ?? rule.type));
    declared.mockRestore();

    // The scan found the inputs (it would otherwise prove nothing).
    expect(files.map((file) => relative(SERVICES, file))).toContain('api/src/auth/dto/auth.inputs.ts');
    expect([...used]).toEqual(
      expect.arrayContaining(['maxLength', 'isString', 'isEnum', 'nestedValidation']),
    );
    const unworded = [...used].filter((name) => !(name in CONSTRAINT_WORDING));
    expect(unworded).toEqual([]);
  });
});
