import type { RunningServer } from '../start-server';

/** What Nest keeps of one module's providers (NestContainer and Module, not part of its public API). */
interface ProvidersOfModules {
  getModules(): Map<string, { providers: Map<unknown, { instance: unknown }> }>;
}

/**
 * The server's instance of a provider class, for a test that drives a job or service directly.
 *
 * `app.get(Class)` finds it only when the class is the very one the server was built with (and on any
 * other, Nest logs the miss and aborts the process). A Jest worker's shared test server
 * (sharedTestServer) loads the server's code outside the suite's sandbox, so the suite's import of
 * the same file is another class object that Nest does not know. So the provider is looked up among
 * the modules' providers: the class itself, or else the one class of its name, or of its name and
 * source text (the API and the worker each have a NotificationsRepository).
 *
 * What the suite passes to a shared server's provider crosses from the sandbox's globals to the
 * server's: a sandbox Date is no Date there (`instanceof Date` fails, and the database driver sends
 * its text), so the instance comes wrapped, turning Date arguments into the server's own Dates.
 *
 * `type` may be the class's name instead (with the class as the type argument, imported with
 * `import type`): the suite then never loads the class's module, and with it much of the server, into
 * its sandbox only to name it. The name must be the one class of that name among the providers.
 */
export function serverProvider<T>(
  server: RunningServer,
  type: (abstract new (...args: never[]) => T) | string,
): T {
  const name = typeof type === 'string' ? type : type.name;
  const container = (server.app as unknown as { container: ProvidersOfModules }).container;
  const named: { token: unknown; instance: unknown }[] = [];
  for (const module of container.getModules().values())
    for (const [token, wrapper] of module.providers) {
      if (!wrapper.instance) continue;
      if (token === type) return inServerRealm(wrapper.instance as T);
      if (typeof token === 'function' && token.name === name)
        named.push({ token, instance: wrapper.instance });
    }
  const instances = new Set(named.map((n) => n.instance));
  if (instances.size === 1) return inServerRealm([...instances][0] as T);
  const same = new Set(named.filter((n) => String(n.token) === String(type)).map((n) => n.instance));
  if (same.size === 1) return inServerRealm([...same][0] as T);
  throw new Error(`the server has ${instances.size} providers named ${name}, ${same.size} of its source`);
}

/** The instance, its methods called with the Dates among their arguments made in its own realm. */
function inServerRealm<T>(instance: T): T {
  const object = instance as object;
  // The Function constructor of the realm the class was made in, which gives that realm's Date.
  const ServerFunction = object.constructor.constructor as FunctionConstructor;
  const ServerDate = ServerFunction('return Date')() as DateConstructor;
  if (ServerDate === Date) return instance;
  const toServer = (value: unknown) => (value instanceof Date ? new ServerDate(value.getTime()) : value);
  return new Proxy(object, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function'
        ? (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args.map(toServer))
        : value;
    },
  }) as T;
}
