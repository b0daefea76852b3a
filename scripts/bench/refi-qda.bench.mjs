// REFI-QDA import (issue 36): a QDPX of 200 text sources and 20,000 codings (100 coded selections
// per source, each with one of 40 codes nested in 5 groups, CRLF text counted as two characters as
// MAXQDA writes it) through the whole all-in-one server: POST /refi-qda/imports, then the job until
// the import is COMPLETED. Then the same project exported again as QDPX (GET /refi-qda/export).
// Target (issue 36): the import in <= 30 s.
// Usage: node scripts/bench/refi-qda.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fmt, printJson, printTable, runBench, verdict } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql, httpRequest, uploadFile } from './lib/http.mjs';

const require = createRequire(import.meta.url);
const JSZip = require('jszip');

const SOURCES = Number(process.env.BENCH_SOURCES ?? 200);
const CODINGS = Number(process.env.BENCH_CODINGS ?? 20_000);
const CODES = 40;
const GROUPS = 5;
const TARGET_SECONDS = 30;
const WORDS =
  'the onboarding export search tags highlight interview customer team price plan sync report slow fast love hate because we they want need find lost again every week'.split(
    ' ',
  );

const guid = (kind, n) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

await runBench(main);

/** The QDPX: codes, then sources whose selections each cover a whole line of the source. */
async function buildQdpx() {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const sentence = (n) =>
    Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  const zip = new JSZip();
  let codes = '';
  for (let g = 0; g < GROUPS; g++) {
    codes += `<Code guid="${guid(1, g)}" name="Group ${g + 1}" isCodable="false">`;
    for (let c = g; c < CODES; c += GROUPS)
      codes += `<Code guid="${guid(2, c)}" name="Code ${c + 1}" isCodable="true" color="#${(c * 123457).toString(16).slice(-6).padStart(6, '0')}"/>`;
    codes += '</Code>';
  }
  const perSource = Math.ceil(CODINGS / SOURCES);
  let sources = '';
  let coding = 0;
  for (let s = 0; s < SOURCES; s++) {
    const lines = Array.from({ length: perSource }, () => sentence(12));
    const text = lines.join('\r\n');
    zip.file(`sources/${guid(3, s)}.txt`, text);
    let selections = '';
    let position = 0;
    for (let l = 0; l < lines.length && coding < CODINGS; l++, coding++) {
      const start = position;
      const end = start + lines[l].length;
      position = end + 2;
      selections += `<PlainTextSelection guid="${guid(4, coding)}" startPosition="${start}" endPosition="${end}"><Coding guid="${guid(5, coding)}"><CodeRef targetGUID="${guid(2, coding % CODES)}"/></Coding></PlainTextSelection>`;
    }
    sources += `<TextSource guid="${guid(3, s)}" name="Interview ${s + 1}" plainTextPath="internal://${guid(3, s)}.txt">${selections}</TextSource>`;
  }
  zip.file(
    'project.qde',
    `<?xml version="1.0" encoding="utf-8"?><Project xmlns="urn:QDA-XML:project:1.0" name="Bench" origin="MAXQDA 2022 (bench)"><CodeBook><Codes>${codes}</Codes></CodeBook><Sources>${sources}</Sources></Project>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function main() {
  const { server, headers } = await startDemoServer('fieldnote_bench_refi_qda', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const ask = async (query, variables) => (await gql(server.address, headers, query, variables)).json.data;
  const projectId = (await ask('mutation { createProject(input: { title: "Bench: REFI-QDA" }) { id } }'))
    .createProject.id;
  const qdpx = await buildQdpx();

  const t0 = performance.now();
  const { id } = (
    await uploadFile(`${server.address}/refi-qda/imports?projectId=${projectId}`, headers, {
      name: 'bench.qdpx',
      type: 'application/zip',
      bytes: qdpx,
    })
  ).refiQdaImport;
  const t1 = performance.now();
  let state;
  for (;;) {
    state = (
      await ask(
        'query($id: ID!) { refiQdaImport(id: $id) { status notesCreated tagsCreated highlightsCreated errorMessage report { reason } } }',
        { id },
      )
    ).refiQdaImport;
    if (state.status === 'COMPLETED' || state.status === 'FAILED') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const t2 = performance.now();
  if (state.status !== 'COMPLETED')
    throw new Error(`the import ended ${state.status}: ${state.errorMessage}`);

  const t3 = performance.now();
  const exported = await httpRequest(
    `${server.address}/refi-qda/export?projectId=${projectId}&lineEnding=CRLF`,
    {
      method: 'GET',
      headers: { host: headers.host, cookie: headers.cookie },
    },
  );
  const t4 = performance.now();
  if (exported.status !== 200) throw new Error(`export -> ${exported.status}`);

  const [upload, job, total, exportSeconds] = [
    (t1 - t0) / 1000,
    (t2 - t1) / 1000,
    (t2 - t0) / 1000,
    (t4 - t3) / 1000,
  ];
  printTable(
    `REFI-QDA import of ${SOURCES} sources and ${CODINGS} codings (${fmt(qdpx.length / 2 ** 20, 2)} MiB QDPX)`,
    ['notes', 'highlights', 'tags', 'skipped', 'upload s', 'job s', 'import total s', 'export s'],
    [
      [
        state.notesCreated,
        state.highlightsCreated,
        state.tagsCreated,
        state.report.length,
        fmt(upload, 2),
        fmt(job, 2),
        fmt(total, 2),
        fmt(exportSeconds, 2),
      ],
    ],
  );
  const met =
    total <= TARGET_SECONDS && state.highlightsCreated === CODINGS && state.notesCreated === SOURCES;
  console.log(
    `\n${verdict(`${CODINGS} codings in ${SOURCES} sources imported in <= ${TARGET_SECONDS} s`, met)}`,
  );
  printJson('refi-qda', {
    sources: SOURCES,
    codings: CODINGS,
    fileMiB: qdpx.length / 2 ** 20,
    uploadSeconds: upload,
    jobSeconds: job,
    totalSeconds: total,
    exportSeconds,
    targetSeconds: TARGET_SECONDS,
    met,
  });
}
