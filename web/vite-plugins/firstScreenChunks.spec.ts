import type { Rolldown } from 'vite';
import { firstScreenChunks } from './firstScreenChunks';

/** A module graph from `module -> static imports` (dynamic imports are not followed). */
function graphOf(imports: Record<string, string[]>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      id in imports ? ({ importedIds: imports[id] } as unknown as Rolldown.ModuleInfo) : null,
  };
}

function chunkOf(sut: Rolldown.CodeSplittingGroup, graph: Rolldown.ChunkingContext, id: string) {
  if (typeof sut.name !== 'function') throw new Error('expected a name function');
  return sut.name(id, graph);
}

describe(firstScreenChunks.name, () => {
  const graph = graphOf({
    main: ['App', 'theme'],
    App: ['theme'],
    theme: [],
    Login: ['LoginForm', 'theme'],
    LoginForm: ['strings'],
    Shell: ['strings', 'Menu'],
    Menu: [],
    strings: [],
    Editor: ['prosemirror'],
    prosemirror: [],
  });
  const sut = firstScreenChunks('main', { Login: 'Login', Shell: 'Shell' });

  it('should put what the entry imports statically in core when a first screen imports it too', () => {
    expect(chunkOf(sut, graph, 'theme')).toBe('core');
    expect(chunkOf(sut, graph, 'App')).toBe('core');
  });

  it('should leave the entry module itself to the entry chunk', () => {
    expect(chunkOf(sut, graph, 'main')).toBeNull();
  });

  it('should put a module in the chunk of the one first screen that reaches it', () => {
    expect(chunkOf(sut, graph, 'LoginForm')).toBe('Login');
    expect(chunkOf(sut, graph, 'Menu')).toBe('Shell');
  });

  it('should name the chunk after every first screen when several reach the module', () => {
    expect(chunkOf(sut, graph, 'strings')).toBe('Login_Shell');
  });

  it('should leave modules no first screen reaches to automatic splitting', () => {
    expect(chunkOf(sut, graph, 'Editor')).toBeNull();
    expect(chunkOf(sut, graph, 'prosemirror')).toBeNull();
  });
});
