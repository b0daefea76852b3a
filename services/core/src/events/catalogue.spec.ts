import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isValidSubject } from '../bus/subject-matcher';
import { EVENT_CATALOGUE } from './catalogue';
import { CATALOGUE_TABLE_END, CATALOGUE_TABLE_START, catalogueTableRows } from './catalogue-table';

const REPO_ROOT = join(__dirname, '../../../..');

/** The cells of each row of a Markdown table, the separator row left out (Prettier pads cells). */
function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

/** Every TypeScript source file under `dir`, tests and built output left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !/\.(int-|e2e-)?spec\.ts$/.test(path) ? [path] : [];
  });
}

describe('EVENT_CATALOGUE', () => {
  it('should give every event its own subject', () => {
    const subjects = EVENT_CATALOGUE.map((event) => event.subject);

    expect(subjects.filter((subject, i) => subjects.indexOf(subject) !== i)).toEqual([]);
  });

  it('should give every event a publishable subject, a version and when it fires', () => {
    for (const event of EVENT_CATALOGUE) {
      expect([event.subject, isValidSubject(event.subject)]).toEqual([event.subject, true]);
      expect(Number.isInteger(event.version) && event.version >= 1).toBe(true);
      expect(event.description.length).toBeGreaterThan(10);
    }
  });

  it('should be what the README lists when the catalogue changes (node scripts/event-catalogue-readme.mjs)', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf(CATALOGUE_TABLE_START), readme.indexOf(CATALOGUE_TABLE_END));

    const [header, ...rows] = tableCells(section);

    expect(header).toEqual(['Subject', 'Version', 'When it fires', 'Payload fields']);
    expect(rows).toEqual(catalogueTableRows());
  });

  it('should name a catalogue entry, never a subject string, in every recordEvent call of the services', () => {
    const calls: string[] = [];
    for (const file of sourceFiles(join(REPO_ROOT, 'services'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\brecordEvent\(\s*[\w.]+\s*,\s*([^,]+),/g)) {
        calls.push(`${relative(REPO_ROOT, file)}: ${match[1].trim()}`);
      }
    }

    expect(calls.length).toBeGreaterThan(100);
    // A catalogue entry (`NOTE_EVENTS.created`), a choice between entries, or a parameter typed as
    // one; never a subject written out (`'note.created'`).
    expect(calls.filter((call) => /['"`][\w]+\.[\w.]+['"`]/.test(call))).toEqual([]);
  });
});
