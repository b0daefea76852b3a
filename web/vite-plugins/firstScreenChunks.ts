import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ModuleGraph = Rolldown.ChunkingContext;

/**
 * A code-splitting group that packs the first screens into few chunks. Rolldown's automatic
 * splitting makes one chunk per set of lazily loaded pages that share a module, so the sign-in page
 * and /home came in 35 to 50 small files, each a request (on HTTP/1.1, six at a time) on the way to
 * the first screen. Here every module the entry (`entry`) imports statically goes into `core`, and
 * every module a first screen (`roots`: chunk name -> module path) reaches by static imports goes into
 * the chunk of the first screens that reach it (`WorkspaceLoginPage`, or `AppShell_HomePage` when
 * both do). A later page that needs one of them loads that chunk; the rest is split as before.
 */
export function firstScreenChunks(entry: string, roots: Record<string, string>): CodeSplittingGroup {
  const names = new WeakMap<ModuleGraph, Map<string, string>>();
  return {
    debugName: 'first-screen',
    // Each module goes to the chunk of the screens that reach it, not with the first module that
    // imports it (a module shared by all screens would otherwise land in whichever chunk came first).
    includeDependenciesRecursively: false,
    name(moduleId, graph) {
      let byModule = names.get(graph);
      if (!byModule) {
        byModule = chunkNames(graph, entry, roots);
        names.set(graph, byModule);
      }
      return byModule.get(moduleId) ?? null;
    },
  };
}

/** Module id -> chunk name, for the modules the entry or the first screens import statically. */
function chunkNames(graph: ModuleGraph, entry: string, roots: Record<string, string>): Map<string, string> {
  const core = staticClosure(graph, entry, new Set());
  const names = new Map<string, string>();
  for (const id of core) if (id !== entry) names.set(id, 'core');
  const owners = new Map<string, string[]>();
  for (const [name, root] of Object.entries(roots)) {
    for (const id of staticClosure(graph, root, core)) owners.set(id, [...(owners.get(id) ?? []), name]);
  }
  for (const [id, reachedBy] of owners) names.set(id, reachedBy.sort().join('_'));
  return names;
}

/** `from` and every module it imports statically, transitively, except those in `known`. */
function staticClosure(graph: ModuleGraph, from: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id) || known.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) throw new Error(`first-screen chunks: ${id} is not in the module graph`);
    found.add(id);
    pending.push(...info.importedIds);
  }
  return found;
}
