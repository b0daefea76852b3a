import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { helmFunctions } from './helm-functions';
import { TemplateExecutor, templateSet } from './template-executor';
import { type ParsedTemplate, parseTemplate } from './template-parser';

/** One manifest of a rendered chart, with the template it came from. */
export interface RenderedManifest {
  template: string;
  manifest: {
    apiVersion?: string;
    kind?: string;
    metadata?: Record<string, unknown>;
    [key: string]: unknown;
  };
}

export interface RenderedChart {
  manifests: RenderedManifest[];
  notes: string;
}

export interface ReleaseOptions {
  name?: string;
  namespace?: string;
}

/** Values merged as Helm merges -f files and --set onto values.yaml: maps deeply, null removes a key. */
export function mergeValues(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  const isMap = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isMap(base) || !isMap(override)) return structuredClone(override);
  const merged: Record<string, unknown> = structuredClone(base);
  for (const [key, value] of Object.entries(override)) {
    if (value === null) delete merged[key];
    else merged[key] = mergeValues(merged[key], value);
  }
  return merged;
}

/** Thrown when values.schema.json refuses the values, as `helm install` does before rendering. */
export class ValuesSchemaError extends Error {
  constructor(readonly errors: ErrorObject[]) {
    super(
      `values don't meet the specifications of the schema: ${errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`,
    );
  }
}

/**
 * Renders a Helm chart directory without helm: values.yaml merged with the given overrides and
 * checked against values.schema.json, then every template (the `_*.tpl` files only lend their
 * defines) executed with .Values, .Chart, .Release and .Capabilities, and the output split into
 * manifests. Helm's Go text/template and sprig semantics are reproduced for what charts use.
 */
export class HelmChartRenderer {
  private readonly chart: Record<string, unknown>;
  private readonly defaults: unknown;
  private readonly schema?: object;
  private readonly templates: Map<string, ParsedTemplate>;

  constructor(private readonly chartDir: string) {
    const read = (file: string) => readFileSync(join(chartDir, file), 'utf8');
    this.chart = parse(read('Chart.yaml')) as Record<string, unknown>;
    this.defaults = parse(read('values.yaml'));
    const schemaFile = readdirSync(chartDir).includes('values.schema.json')
      ? read('values.schema.json')
      : undefined;
    this.schema = schemaFile ? (JSON.parse(schemaFile) as object) : undefined;
    const dir = join(chartDir, 'templates');
    this.templates = new Map(
      readdirSync(dir)
        .sort()
        .map((file) => [file, parseTemplate(readFileSync(join(dir, file), 'utf8'), `templates/${file}`)]),
    );
  }

  /** The values a render would use: defaults merged with the overrides, checked by the schema. */
  values(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    const values = mergeValues(this.defaults, overrides) as Record<string, unknown>;
    if (this.schema) {
      const validate = new Ajv({ allErrors: true }).compile(this.schema);
      if (!validate(values)) throw new ValuesSchemaError(validate.errors ?? []);
    }
    return values;
  }

  render(overrides: Record<string, unknown> = {}, release: ReleaseOptions = {}): RenderedChart {
    const values = this.values(overrides);
    const executor: TemplateExecutor = new TemplateExecutor(
      templateSet(
        [...this.templates.values()],
        helmFunctions((name, data) => executor.include(name, data)),
      ),
    );
    const root = {
      Values: values,
      Chart: {
        Name: this.chart.name,
        Version: this.chart.version,
        AppVersion: this.chart.appVersion,
        Description: this.chart.description,
      },
      Release: {
        Name: release.name ?? 'fieldnote',
        Namespace: release.namespace ?? 'fieldnote',
        Service: 'Helm',
        IsInstall: true,
        IsUpgrade: false,
        Revision: 1,
      },
      Capabilities: { KubeVersion: { Version: 'v1.33.0', Major: '1', Minor: '33' } },
    };
    const manifests: RenderedManifest[] = [];
    let notes = '';
    for (const [file, parsed] of this.templates) {
      if (file.startsWith('_')) continue;
      const text = executor.render(parsed.nodes, {
        ...root,
        Template: { Name: `${this.chart.name}/templates/${file}` },
      });
      if (file === 'NOTES.txt') {
        notes = text;
        continue;
      }
      for (const document of parseAllDocuments(text)) {
        if (document.errors.length)
          throw new Error(`templates/${file}: ${document.errors[0].message}\n${text}`);
        const manifest = document.toJS() as RenderedManifest['manifest'] | null;
        if (manifest) manifests.push({ template: file, manifest });
      }
    }
    return { manifests, notes };
  }
}
