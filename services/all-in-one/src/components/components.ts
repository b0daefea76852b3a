/**
 * The parts of Fieldnote one process can run. `npm start` runs all three; in the fleet each
 * Deployment runs one, chosen by FIELDNOTE_COMPONENTS, from the same image.
 */
export const COMPONENTS = ['control-plane', 'api', 'worker'] as const;

export type Component = (typeof COMPONENTS)[number];

/** The environment variable naming the components to run (a comma list; unset or empty: all). */
export const COMPONENTS_VARIABLE = 'FIELDNOTE_COMPONENTS';

/**
 * The components named in `value` (e.g. `api` or `control-plane,worker`); unset or blank means all.
 * An unknown name stops start-up: a typo must not silently start a process that serves nothing.
 */
export function parseComponents(value: string | undefined): ReadonlySet<Component> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  if (names.length === 0) return new Set(COMPONENTS);
  const unknown = names.filter((name) => !isComponent(name));
  if (unknown.length > 0) {
    throw new Error(
      `Invalid configuration: ${COMPONENTS_VARIABLE}: unknown component ${unknown.map((n) => `"${n}"`).join(', ')} (expected a comma list of ${COMPONENTS.join(', ')})`,
    );
  }
  return new Set(names.filter(isComponent));
}

/** True when the set is the whole of Fieldnote, as `npm start` runs it. */
export function isAllComponents(components: ReadonlySet<Component>): boolean {
  return COMPONENTS.every((component) => components.has(component));
}

function isComponent(name: string): name is Component {
  return (COMPONENTS as readonly string[]).includes(name);
}
