/**
 * A parser for the part of Go's text/template that Helm charts use: text and `{{ }}` actions with
 * `{{-`/`-}}` trimming and comments; if/else if/else, range (with `$i, $v :=`), with/else, define,
 * template and end; pipelines of commands separated by `|`; fields (`.A.B`), variables (`$`, `$x`,
 * `$x.A`, `:=` and `=`), parenthesised pipelines, strings (quoted and raw), numbers, booleans and nil.
 */

export type Arg =
  | { kind: 'field'; path: string[] } // .A.B ('.' alone: empty path)
  | { kind: 'variable'; name: string; path: string[] } // $x.A ('$' alone: name '$')
  | { kind: 'literal'; value: unknown }
  | { kind: 'identifier'; name: string } // a function name
  | { kind: 'pipeline'; pipeline: Pipeline; path: string[] }; // (pipeline).A

export interface Command {
  args: Arg[];
}

export interface Pipeline {
  declare?: { names: string[]; assign: boolean };
  commands: Command[];
}

export type Node =
  | { kind: 'text'; text: string }
  | { kind: 'action'; pipeline: Pipeline }
  | { kind: 'if' | 'with'; pipeline: Pipeline; then: Node[]; otherwise: Node[] }
  | { kind: 'range'; pipeline: Pipeline; body: Node[]; otherwise: Node[] }
  | { kind: 'template'; name: string; pipeline?: Pipeline };

/** A parsed template file: its top-level nodes and the templates it defines. */
export interface ParsedTemplate {
  nodes: Node[];
  defines: Map<string, Node[]>;
}

interface RawAction {
  body: string;
  line: number;
}

type Piece = { text: string } | { action: RawAction };

/** Splits source into text and actions, applying the trim markers and dropping comments. */
function split(source: string, file: string): Piece[] {
  const pieces: Piece[] = [];
  let i = 0;
  let trimNext = false;
  while (i < source.length) {
    const open = source.indexOf('{{', i);
    let text = source.slice(i, open === -1 ? source.length : open);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (open === -1) {
      pieces.push({ text });
      break;
    }
    const trimLeft = source.startsWith('{{- ', open) || source.startsWith('{{-\n', open);
    if (trimLeft) text = text.replace(/\s+$/, '');
    pieces.push({ text });
    const start = open + (trimLeft ? 3 : 2);
    const close = closingOf(source, start);
    if (close === -1) throw new Error(`${file}: unclosed action at line ${lineOf(source, open)}`);
    const trimRight = source[close - 1] === '-' && /\s/.test(source[close - 2] ?? '');
    const body = source.slice(start, trimRight ? close - 1 : close).trim();
    trimNext = trimRight;
    if (!(body.startsWith('/*') && body.endsWith('*/')))
      pieces.push({ action: { body, line: lineOf(source, open) } });
    i = close + 2;
  }
  return pieces;
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

/** Where the `}}` closing an action starting at `from` is, skipping strings and comments. */
function closingOf(source: string, from: number): number {
  let i = from;
  while (i < source.length) {
    if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      if (end === -1) return -1;
      i = end + 2;
    } else if (source[i] === '"' || source[i] === '`') {
      const quote = source[i++];
      while (i < source.length && source[i] !== quote) i += source[i] === '\\' && quote === '"' ? 2 : 1;
      i++;
    } else if (source.startsWith('}}', i)) return i;
    else i++;
  }
  return -1;
}

type Token =
  | { t: 'field'; path: string[] }
  | { t: 'var'; name: string; path: string[] }
  | { t: 'literal'; value: unknown }
  | { t: 'ident'; name: string }
  | { t: '(' | ')' | '|' | ',' | ':=' | '=' }
  | { t: 'dotpath'; path: string[] }; // .A.B right after ')'

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Splits an action's body into tokens. */
function tokenize(body: string, where: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const path = (): string[] => {
    const names: string[] = [];
    while (body[i] === '.' && /[A-Za-z_]/.test(body[i + 1] ?? '')) {
      NAME.lastIndex = i + 1;
      const match = NAME.exec(body)!;
      names.push(match[0]);
      i = NAME.lastIndex;
    }
    return names;
  };
  while (i < body.length) {
    const c = body[i];
    if (/\s/.test(c)) i++;
    else if (c === '(' || c === ')' || c === '|' || c === ',') {
      tokens.push({ t: c });
      i++;
      if (c === ')' && body[i] === '.') tokens.push({ t: 'dotpath', path: path() });
    } else if (body.startsWith(':=', i)) {
      tokens.push({ t: ':=' });
      i += 2;
    } else if (c === '=') {
      tokens.push({ t: '=' });
      i++;
    } else if (c === '.') {
      if (/[A-Za-z_]/.test(body[i + 1] ?? '')) tokens.push({ t: 'field', path: path() });
      else {
        tokens.push({ t: 'field', path: [] });
        i++;
      }
    } else if (c === '$') {
      NAME.lastIndex = i + 1;
      const match = NAME.exec(body);
      const name = match && match.index === i + 1 ? `$${match[0]}` : '$';
      i += name.length;
      tokens.push({ t: 'var', name, path: path() });
    } else if (c === '"') {
      let j = i + 1;
      while (j < body.length && body[j] !== '"') j += body[j] === '\\' ? 2 : 1;
      tokens.push({ t: 'literal', value: JSON.parse(body.slice(i, j + 1)) });
      i = j + 1;
    } else if (c === '`') {
      const end = body.indexOf('`', i + 1);
      tokens.push({ t: 'literal', value: body.slice(i + 1, end) });
      i = end + 1;
    } else if (/[-0-9]/.test(c)) {
      const match = /-?[0-9]+(\.[0-9]+)?/y;
      match.lastIndex = i;
      const number = match.exec(body);
      if (!number) throw new Error(`${where}: unexpected "${c}"`);
      tokens.push({ t: 'literal', value: Number(number[0]) });
      i = match.lastIndex;
    } else if (/[A-Za-z_]/.test(c)) {
      NAME.lastIndex = i;
      const name = NAME.exec(body)![0];
      i = NAME.lastIndex;
      if (name === 'true' || name === 'false') tokens.push({ t: 'literal', value: name === 'true' });
      else if (name === 'nil') tokens.push({ t: 'literal', value: null });
      else tokens.push({ t: 'ident', name });
    } else throw new Error(`${where}: unexpected "${c}"`);
  }
  return tokens;
}

/** Parses tokens into a pipeline (with its declaration, if any). */
function parsePipeline(tokens: Token[], where: string): Pipeline {
  let pos = 0;
  let declare: Pipeline['declare'];
  // `$a := …`, `$a = …` and `$i, $v := …`
  const declaration = tokens.findIndex((tok) => tok.t === ':=' || tok.t === '=');
  if (declaration > 0 && tokens.slice(0, declaration).every((tok) => tok.t === 'var' || tok.t === ',')) {
    const names = tokens.slice(0, declaration).flatMap((tok) => (tok.t === 'var' ? [tok.name] : []));
    declare = { names, assign: tokens[declaration].t === '=' };
    pos = declaration + 1;
  }
  const parse = (stopAtParen: boolean): Pipeline => {
    const commands: Command[] = [{ args: [] }];
    while (pos < tokens.length) {
      const tok = tokens[pos++];
      if (tok.t === ')') {
        if (!stopAtParen) throw new Error(`${where}: unexpected ")"`);
        return { commands };
      }
      if (tok.t === '|') commands.push({ args: [] });
      else if (tok.t === '(') {
        const inner = parse(true);
        const next = tokens[pos];
        const path = next?.t === 'dotpath' ? (pos++, next.path) : [];
        commands.at(-1)!.args.push({ kind: 'pipeline', pipeline: inner, path });
      } else if (tok.t === 'field') commands.at(-1)!.args.push({ kind: 'field', path: tok.path });
      else if (tok.t === 'var')
        commands.at(-1)!.args.push({ kind: 'variable', name: tok.name, path: tok.path });
      else if (tok.t === 'literal') commands.at(-1)!.args.push({ kind: 'literal', value: tok.value });
      else if (tok.t === 'ident') commands.at(-1)!.args.push({ kind: 'identifier', name: tok.name });
      else throw new Error(`${where}: unexpected "${tok.t}"`);
    }
    if (stopAtParen) throw new Error(`${where}: unclosed "("`);
    return { commands };
  };
  const pipeline = parse(false);
  if (pipeline.commands.some((command) => command.args.length === 0))
    throw new Error(`${where}: empty command`);
  return { ...pipeline, declare };
}

/** Parses one template file (a chart template or _helpers.tpl). */
export function parseTemplate(source: string, file: string): ParsedTemplate {
  const pieces = split(source, file);
  const defines = new Map<string, Node[]>();
  let pos = 0;

  // Parses nodes until an {{ end }} or {{ else … }} at this level; returns the keyword that stopped it.
  const parseList = (): { nodes: Node[]; stop?: { keyword: 'end' | 'else'; rest: string; line: number } } => {
    const nodes: Node[] = [];
    while (pos < pieces.length) {
      const piece = pieces[pos++];
      if ('text' in piece) {
        if (piece.text) nodes.push({ kind: 'text', text: piece.text });
        continue;
      }
      const { body, line } = piece.action;
      const where = `${file}:${line}`;
      const keyword = /^([a-z]+)\b/.exec(body)?.[1] ?? '';
      const rest = body.slice(keyword.length).trim();
      if (keyword === 'end' || keyword === 'else') return { nodes, stop: { keyword, rest, line } };
      if (keyword === 'if' || keyword === 'with') nodes.push(parseConditional(keyword, rest, where));
      else if (keyword === 'range') {
        const pipeline = parsePipeline(tokenize(rest, where), where);
        const body = parseList();
        let otherwise: Node[] = [];
        if (body.stop?.keyword === 'else') otherwise = expectEnd(parseList(), where).nodes;
        else expectEnd(body, where);
        nodes.push({ kind: 'range', pipeline, body: body.nodes, otherwise });
      } else if (keyword === 'define') {
        const name = JSON.parse(rest) as string;
        defines.set(name, expectEnd(parseList(), where).nodes);
      } else if (keyword === 'template') {
        const [, quoted, argument] = /^("(?:[^"\\]|\\.)*")\s*(.*)$/.exec(rest) ?? [];
        if (!quoted) throw new Error(`${where}: template needs a name`);
        nodes.push({
          kind: 'template',
          name: JSON.parse(quoted) as string,
          pipeline: argument ? parsePipeline(tokenize(argument, where), where) : undefined,
        });
      } else if (keyword === 'block' || keyword === 'break' || keyword === 'continue')
        throw new Error(`${where}: ${keyword} is not supported by this renderer`);
      else nodes.push({ kind: 'action', pipeline: parsePipeline(tokenize(body, where), where) });
    }
    return { nodes };
  };

  const expectEnd = (list: ReturnType<typeof parseList>, where: string) => {
    if (list.stop?.keyword !== 'end') throw new Error(`${where}: block is never ended`);
    return list;
  };

  // if/with, and their `else`, `else if` and `else with` chains.
  const parseConditional = (keyword: 'if' | 'with', rest: string, where: string): Node => {
    const pipeline = parsePipeline(tokenize(rest, where), where);
    const then = parseList();
    if (!then.stop) throw new Error(`${where}: ${keyword} is never ended`);
    if (then.stop.keyword === 'end') return { kind: keyword, pipeline, then: then.nodes, otherwise: [] };
    const chained = /^(if|with)\b/.exec(then.stop.rest)?.[1] as 'if' | 'with' | undefined;
    if (chained) {
      const inner = parseConditional(chained, then.stop.rest.slice(chained.length).trim(), where);
      return { kind: keyword, pipeline, then: then.nodes, otherwise: [inner] };
    }
    const otherwise = expectEnd(parseList(), where);
    return { kind: keyword, pipeline, then: then.nodes, otherwise: otherwise.nodes };
  };

  const top = parseList();
  if (top.stop) throw new Error(`${file}:${top.stop.line}: unexpected ${top.stop.keyword}`);
  return { nodes: top.nodes, defines };
}
