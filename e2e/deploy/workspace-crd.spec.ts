import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Region, subdomainProblem } from '../../services/core/src';
import type { WorkspaceSpec } from '../../operator/src/workspaces/workspace-resource';
import {
  WORKSPACE_GROUP,
  WORKSPACE_KIND,
  WORKSPACE_PLURAL,
  WORKSPACE_VERSION,
} from '../../operator/src/workspaces/workspace-resource';
import {
  type Admission,
  ROOT_DIR,
  type SchemaNode,
  admissionFor,
  celRuleErrors,
  celRules,
  loadCrd,
  structuralProblems,
} from './crd-validator';
import { buildWorkspace, buildWorkspaceWithout } from './factories';
import { type MemberShape, readTypeShapes } from './typescript-shapes';

const crd = loadCrd();
const version = crd.spec.versions[0];
const schema = version.schema.openAPIV3Schema;
const specSchema = schema.properties!.spec;
const statusSchema = schema.properties!.status;
const conditionSchema = statusSchema.properties!.conditions.items!;
const sut = admissionFor(schema);
const TEAM_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const OTHER_TEAM_ID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

/** The JSON paths (ajv's instancePath) of an admission's errors. */
function errorPaths(admission: Admission): string[] {
  return admission.errors.map((error) => error.instancePath);
}

describe('Workspace CustomResourceDefinition', () => {
  describe('definition', () => {
    it('should name the group, version, kind and plural the operator uses', () => {
      expect(crd.apiVersion).toBe('apiextensions.k8s.io/v1');
      expect(crd.kind).toBe('CustomResourceDefinition');
      expect(crd.metadata.name).toBe(`${WORKSPACE_PLURAL}.${WORKSPACE_GROUP}`);
      expect(crd.spec.group).toBe(WORKSPACE_GROUP);
      expect(crd.spec.scope).toBe('Namespaced');
      expect(crd.spec.names).toMatchObject({
        kind: WORKSPACE_KIND,
        plural: WORKSPACE_PLURAL,
        singular: 'workspace',
        shortNames: ['fnws'],
      });
      expect(crd.spec.versions.map((v) => [v.name, v.served, v.storage])).toEqual([
        [WORKSPACE_VERSION, true, true],
      ]);
    });

    it('should have a status subresource and the printer columns when served', () => {
      expect(version.subresources?.status).toEqual({});
      expect(version.additionalPrinterColumns).toEqual([
        { name: 'Subdomain', type: 'string', jsonPath: '.spec.subdomain' },
        { name: 'Region', type: 'string', jsonPath: '.spec.region' },
        { name: 'Phase', type: 'string', jsonPath: '.status.phase' },
        { name: 'Ready', type: 'string', jsonPath: '.status.conditions[?(@.type=="Ready")].status' },
        { name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' },
      ]);
    });

    it('should be a structural schema when checked node by node', () => {
      expect(structuralProblems(schema)).toEqual([]);
    });

    it('should hold defaults that its own schema accepts', () => {
      const defaulted = Object.entries(specSchema.properties!).filter(
        ([, node]) => node.default !== undefined,
      );
      expect(defaulted.map(([name]) => name).sort()).toEqual(
        ['deletionPolicy', 'plan', 'region', 'suspend', 'vectorTier'].sort(),
      );
      for (const [name, node] of defaulted) {
        const admission = sut(buildWorkspace({ [name]: node.default }));
        expect({ name, errors: admission.errors }).toEqual({ name, errors: [] });
      }
    });

    it('should compile every CEL rule against the schema types', () => {
      const rules = celRules(schema);
      const created = sut(buildWorkspace({ teamId: TEAM_ID })).object;

      expect(rules.map((r) => r.path)).toEqual(['spec', 'spec.region']);
      expect(celRuleErrors(schema, created, created)).toEqual([]);
    });
  });

  describe('CEL rules (x-kubernetes-validations), evaluated', () => {
    /** The object as stored after create: defaults applied. */
    const stored = (spec: Partial<WorkspaceSpec>) => sut(buildWorkspace(spec)).object;
    /** An update of `before` to `after`, as the API server sees it: both defaulted. */
    const update = (before: Partial<WorkspaceSpec>, after: Partial<WorkspaceSpec>) =>
      celRuleErrors(schema, stored(after), stored(before));

    it.each([
      ['no team id', {}],
      ['a team id', { teamId: TEAM_ID }],
      ['a region', { region: 'EU_A' as const }],
    ])('should let every rule pass on create of a workspace with %s', (_name, spec) => {
      expect(celRuleErrors(schema, stored(spec))).toEqual([]);
    });

    it.each([
      ['the display name changes', { displayName: 'A' }, { displayName: 'B' }],
      ['the region stays', { region: 'AU_A' as const }, { region: 'AU_A' as const, plan: 'pro' }],
      ['the default region is written out', {}, { region: 'US_B' as const }],
      ['a team id is set for the first time', {}, { teamId: TEAM_ID }],
      ['a set team id stays', { teamId: TEAM_ID }, { teamId: TEAM_ID, suspend: true }],
    ])('should accept an update where %s', (_name, before, after) => {
      expect(update(before, after)).toEqual([]);
    });

    it.each([
      [
        'the region changes',
        { region: 'EU_A' as const },
        { region: 'US_A' as const },
        'spec.region: Invalid value: "US_A": region is immutable',
      ],
      [
        'the region is dropped and defaults to another one',
        { region: 'EU_A' as const },
        {},
        'spec.region: Invalid value: "US_B": region is immutable',
      ],
      [
        'a set team id changes',
        { teamId: TEAM_ID },
        { teamId: OTHER_TEAM_ID },
        'spec: Invalid value: teamId is immutable once set',
      ],
      [
        'a set team id is removed',
        { teamId: TEAM_ID },
        {},
        'spec: Invalid value: teamId is immutable once set',
      ],
    ])('should refuse an update where %s', (_name, before, after, message) => {
      expect(update(before, after)).toEqual([message]);
    });

    it('should have a refusing case above for every rule of the CRD', () => {
      const refusals = [
        update({ teamId: TEAM_ID }, { teamId: OTHER_TEAM_ID }),
        update({ region: 'EU_A' }, { region: 'US_A' }),
      ].flat();

      // Kubernetes 1.36 prints a scalar's value and leaves out an object's.
      const values: Record<string, string> = {
        'spec.region': 'Invalid value: "US_A": ',
        spec: 'Invalid value: ',
      };
      expect(celRules(schema).map((r) => `${r.path}: ${values[r.path]}${r.message}`)).toEqual(refusals);
    });
  });

  describe('admission', () => {
    it('should accept the example resource and store it with its values when applied', () => {
      const example = parse(readFileSync(join(ROOT_DIR, 'crds/examples/workspace.yaml'), 'utf8'));
      const admission = sut(example);
      expect(admission.errors).toEqual([]);
      expect(admission.object).toMatchObject({
        apiVersion: `${WORKSPACE_GROUP}/${WORKSPACE_VERSION}`,
        kind: WORKSPACE_KIND,
      });
    });

    it('should fill in the defaults when a resource gives only subdomain and display name', () => {
      const admission = sut(buildWorkspace());
      expect(admission.valid).toBe(true);
      expect(admission.object.spec).toEqual({
        subdomain: 'northwind-research',
        displayName: 'Northwind Research',
        region: 'US_B',
        plan: 'free',
        vectorTier: 'shared',
        deletionPolicy: 'Retain',
        suspend: false,
      });
    });

    it.each([
      [
        'every field set',
        {
          region: 'AU_A',
          plan: 'enterprise',
          owner: { email: 'dana@northwind.example' },
          teamId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
          vectorTier: 'dedicated' as const,
          deletionPolicy: 'Delete' as const,
          suspend: true,
        },
      ],
      ['a plan variant', { plan: 'free-jul-2025' }],
      ['a team id', { teamId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' }],
      ['an owner', { owner: { email: 'dana@northwind.example' } }],
      ['the shortest subdomain', { subdomain: 'a1b2' }],
      ['the longest subdomain', { subdomain: 'a'.repeat(50) }],
      ['deletion policy Delete', { deletionPolicy: 'Delete' as const }],
    ])('should accept a workspace with %s', (_name, spec) => {
      expect(sut(buildWorkspace(spec)).errors).toEqual([]);
    });

    it.each([
      ['a subdomain of 3 characters', { subdomain: 'abc' }, '/spec/subdomain'],
      ['a subdomain of 51 characters', { subdomain: 'a'.repeat(51) }, '/spec/subdomain'],
      ['an uppercase subdomain', { subdomain: 'Northwind' }, '/spec/subdomain'],
      ['a subdomain starting with a hyphen', { subdomain: '-northwind' }, '/spec/subdomain'],
      ['a subdomain ending with a hyphen', { subdomain: 'northwind-' }, '/spec/subdomain'],
      ['a subdomain with a dot', { subdomain: 'north.wind' }, '/spec/subdomain'],
      ['an unknown region', { region: 'EU_B' }, '/spec/region'],
      ['a lowercase region', { region: 'us_b' }, '/spec/region'],
      ['an unknown vector tier', { vectorTier: 'premium' }, '/spec/vectorTier'],
      ['an unknown deletion policy', { deletionPolicy: 'Orphan' }, '/spec/deletionPolicy'],
      ['an unknown plan family', { plan: 'platinum' }, '/spec/plan'],
      ['an empty display name', { displayName: '' }, '/spec/displayName'],
      ['a display name of 201 characters', { displayName: 'x'.repeat(201) }, '/spec/displayName'],
      ['an owner e-mail that is not one', { owner: { email: 'dana at northwind' } }, '/spec/owner/email'],
      ['a team id that is not a UUID', { teamId: 'team-42' }, '/spec/teamId'],
      ['suspend as a string', { suspend: 'yes' }, '/spec/suspend'],
    ])('should refuse a workspace with %s', (_name, spec, path) => {
      const admission = sut(buildWorkspace(spec as never));
      expect(admission.valid).toBe(false);
      expect(errorPaths(admission)).toContain(path);
    });

    it.each(['subdomain', 'displayName'] as const)('should refuse a workspace without %s', (field) => {
      const admission = sut(buildWorkspaceWithout(field));
      expect(admission.valid).toBe(false);
      expect(admission.errors).toContainEqual(
        expect.objectContaining({ instancePath: '/spec', params: { missingProperty: field } }),
      );
    });

    it('should accept a status the operator writes when it is well formed', () => {
      const status = {
        phase: 'Ready' as const,
        observedGeneration: 3,
        teamId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        schema: 'ws_1b4e28ba2fa141d2883f0016d3cca427',
        url: 'https://northwind-research.fieldnote.example.com',
        conditions: (['SchemaReady', 'VectorReady', 'RouteReady', 'Ready'] as const).map((type) => ({
          type,
          status: 'True' as const,
          reason: 'Reconciled',
          message: '',
          lastTransitionTime: '2026-03-01T10:00:00Z',
          observedGeneration: 3,
        })),
      };
      expect(sut(buildWorkspace({}, status)).errors).toEqual([]);
    });

    it.each([
      ['an unknown phase', { phase: 'Running' }, '/status/phase'],
      [
        'a condition status that is not True, False or Unknown',
        { conditions: [condition({ status: 'Maybe' })] },
        '/status/conditions/0/status',
      ],
      [
        'a condition without a transition time',
        { conditions: [condition({ lastTransitionTime: undefined })] },
        '/status/conditions/0',
      ],
      [
        'a transition time that is not a date-time',
        { conditions: [condition({ lastTransitionTime: 'yesterday' })] },
        '/status/conditions/0/lastTransitionTime',
      ],
      ['two conditions of one type', { conditions: [condition({}), condition({})] }, '/status/conditions'],
      ['a negative observed generation', { observedGeneration: -1 }, '/status/observedGeneration'],
    ])('should refuse a status with %s', (_name, status, path) => {
      const admission = sut(buildWorkspace({}, status as never));
      expect(admission.valid).toBe(false);
      expect(errorPaths(admission)).toContain(path);
    });
  });

  describe('agreement with the code', () => {
    const shapes = readTypeShapes(join(ROOT_DIR, 'operator/src/workspaces/workspace-resource.ts'));

    /** The schema's properties and required list, as the TypeScript members would give them. */
    function expectSameFields(members: MemberShape[], node: SchemaNode): void {
      expect(Object.keys(node.properties ?? {}).sort()).toEqual(members.map((m) => m.name).sort());
      expect([...(node.required ?? [])].sort()).toEqual(
        members
          .filter((m) => !m.optional)
          .map((m) => m.name)
          .sort(),
      );
    }

    it('should have the spec fields of WorkspaceSpec, required where the type requires them', () => {
      expectSameFields(shapes.interfaces.WorkspaceSpec, specSchema);
      const owner = shapes.interfaces.WorkspaceSpec.find((m) => m.name === 'owner');
      expectSameFields(owner!.members!, specSchema.properties!.owner);
    });

    it('should have the status fields of WorkspaceStatus and the condition fields of WorkspaceCondition', () => {
      expectSameFields(shapes.interfaces.WorkspaceStatus, statusSchema);
      expectSameFields(shapes.interfaces.WorkspaceCondition, conditionSchema);
    });

    it('should enumerate the values of the TypeScript unions', () => {
      const member = (name: string, field: string) =>
        shapes.interfaces[name].find((m) => m.name === field)?.literals;
      expect(specSchema.properties!.vectorTier.enum).toEqual(member('WorkspaceSpec', 'vectorTier'));
      expect(specSchema.properties!.deletionPolicy.enum).toEqual(member('WorkspaceSpec', 'deletionPolicy'));
      expect(statusSchema.properties!.phase.enum).toEqual(member('WorkspaceStatus', 'phase'));
      expect(conditionSchema.properties!.type.enum).toEqual(member('WorkspaceCondition', 'type'));
      expect(conditionSchema.properties!.status.enum).toEqual(member('WorkspaceCondition', 'status'));
    });

    it('should offer exactly the regions of services/core', () => {
      expect(specSchema.properties!.region.enum).toEqual(Object.values(Region));
    });

    it.each([
      'acme',
      'acme-research',
      'a1-b2-c3',
      'abc',
      'Acme',
      '-acme',
      'acme-',
      'acme_research',
      'acme.research',
      '1234',
      'x'.repeat(50),
      'x'.repeat(51),
    ])('should judge the form of subdomain %p as services/core does', (subdomain) => {
      expect(sut(buildWorkspace({ subdomain })).valid).toBe(subdomainProblem(subdomain) === null);
    });
  });
});

/** One well-formed condition; `overrides` with undefined remove a field. */
function condition(overrides: Record<string, unknown>): Record<string, unknown> {
  const base: Record<string, unknown> = {
    type: 'Ready',
    status: 'True',
    reason: 'Reconciled',
    message: 'Everything is in place.',
    lastTransitionTime: '2026-03-01T10:00:00Z',
  };
  const merged = { ...base, ...overrides };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}
