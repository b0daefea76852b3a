import type { RunningServer } from '../start-server';

/** What Nest keeps of one module's providers (NestContainer and Module, not part of its public API). */
interface ProvidersOfModules {
  getModules(): Map<string, { providers: Map<unknown, { instance: unknown }> }>;
}

/**
 * The server's instance of a provider class, for a test that drives a job or service directly.
 *
 * `app.get(Class)` finds it only when the class is the very one the server was built with. A Jest
 * worker's shared test server (sharedTestServer) loads the server's code outside the suite's sandbox,
 * so the suite's import of the same file is another class object that Nest does not know: there the
 * provider is found by its class name among the modules' providers, and must be the only one of it.
 */
export function serverProvider<T>(server: RunningServer, type: abstract new (...args: never[]) => T): T {
  try {
    return server.app.get(type, { strict: false });
  } catch {
    // Not this sandbox's class: look it up by name below.
  }
  const container = (server.app as unknown as { container: ProvidersOfModules }).container;
  const found = new Set<unknown>();
  for (const module of container.getModules().values())
    for (const [token, wrapper] of module.providers)
      if (typeof token === 'function' && token.name === type.name && wrapper.instance) found.add(wrapper.instance);
  if (found.size !== 1) throw new Error(`the server has ${found.size} providers named ${type.name}, not one`);
  return [...found][0] as T;
}
