#!/usr/bin/env node
/**
 * Initial JavaScript of the member web app: what a browser downloads before /auth/login or /home can
 * render (the entry script and the chunks index.html preloads; both pages are served by the same
 * index.html and neither is a lazily loaded page), gzipped. Target: at most 250 KB. Also lists the
 * lazily loaded chunks, so the editor (tiptap, ProseMirror, Yjs, Hocuspocus) can be seen to stay out
 * of the initial set. Builds web/ first unless run with --no-build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, fmt, printJson, printTable, verdict } from './lib/common.mjs';

const TARGET_KB = 250;
const dist = join(REPO_ROOT, 'web', 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: join(REPO_ROOT, 'web'),
    stdio: 'inherit',
  });
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
/** @param {string} file */
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const initialRows = initial.map((file) => [file, fmt(gzipKb(file))]);
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0);
printTable(
  'Initial JavaScript (/auth/login, /home), gzip -9',
  ['file', 'KB'],
  [...initialRows, ['total', fmt(initialKb)]],
);

const lazy = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => [`assets/${f}`, fmt(gzipKb(`assets/${f}`))])
  .sort((a, b) => Number(b[1]) - Number(a[1]));
printTable('Lazily loaded chunks, gzip -9', ['file', 'KB'], lazy);

const editorInitial = initial.some((file) => /CollaborativeEditor/.test(file));
console.log(`editor code in the initial set: ${editorInitial}`);
console.log(verdict(`initial JavaScript ${fmt(initialKb)} KB <= ${TARGET_KB} KB`, initialKb <= TARGET_KB));
printJson('bundle', { initialKb, targetKb: TARGET_KB, initial, editorInitial });
