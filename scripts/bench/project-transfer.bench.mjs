// Project export and import as files (issue 36): a project of 1,000 notes (a few paragraphs each)
// and 10,000 highlights with tags, exported as one zip (the job, until COMPLETED, then the download)
// and the zip imported again as a new project (POST /project-transfers/import), through the whole
// all-in-one server. Target (issue 36): export <= 60 s and re-import <= 60 s. The server's heap is
// sampled every 50 ms during each and its peak above the heap before is printed.
// Usage: node --expose-gc scripts/bench/project-transfer.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fmt, printJson, printTable, requireRoot, runBench, verdict, onCleanup } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql, httpRequest, uploadFile } from './lib/http.mjs';

const NOTES = Number(process.env.BENCH_NOTES ?? 1000);
const HIGHLIGHTS = Number(process.env.BENCH_HIGHLIGHTS ?? 10_000);
const TAGS = 50;
const TARGET_SECONDS = 60;
const WORDS =
  'the onboarding export search tags highlight interview customer team price plan sync report slow fast love hate because we they want need find lost again every week'.split(
    ' ',
  );

await runBench(main);

async function main() {
  const { server, database, headers } = await startDemoServer('fieldnote_bench_project_transfer', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const ask = async (query, variables) => {
    const answer = await gql(server.address, headers, query, variables);
    if (answer.json.errors) throw new Error(JSON.stringify(answer.json.errors));
    return answer.json.data;
  };
  const projectId = (
    await ask('mutation { createProject(input: { title: "Bench: project transfer" }) { id } }')
  ).createProject.id;

  // The records are written in SQL: making 10,000 highlights through the API is not what is measured.
  const { Client } = requireRoot('pg');
  const client = new Client({ connectionString: database.url });
  await client.connect();
  onCleanup(() => client.end());
  const schema = (await client.query("select schema_name from control.teams where subdomain = 'demo'"))
    .rows[0].schema_name;
  const author = (await client.query(`select id from "${schema}".members limit 1`)).rows[0].id;
  let seed = 5;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const sentence = (n) =>
    Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  const tagIds = Array.from({ length: TAGS }, () => randomUUID());
  await client.query(
    `insert into "${schema}".tags (id, project_id, title, color)
     select x.id, $1, 'Bench tag ' || x.n, '#607d8b' from jsonb_to_recordset($2::jsonb) as x(id uuid, n int)`,
    [projectId, JSON.stringify(tagIds.map((id, n) => ({ id, n })))],
  );
  const notes = [];
  for (let i = 0; i < NOTES; i++) {
    const paragraphs = Array.from({ length: 4 }, () => `${sentence(60)}.`);
    const content = paragraphs.join('\n');
    notes.push({
      id: randomUUID(),
      title: `Interview ${i + 1}`,
      content,
      content_json: {
        type: 'doc',
        content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
      },
    });
  }
  for (let i = 0; i < notes.length; i += 500)
    await client.query(
      `insert into "${schema}".notes (id, project_id, title, content, content_json, created_by)
       select x.id, $1, x.title, x.content, x.content_json, $2
         from jsonb_to_recordset($3::jsonb) as x(id uuid, title text, content text, content_json jsonb)`,
      [projectId, author, JSON.stringify(notes.slice(i, i + 500))],
    );
  const highlights = [];
  for (let i = 0; i < HIGHLIGHTS; i++) {
    const note = notes[i % NOTES];
    const start = Math.floor(random() * (note.content.length - 40));
    highlights.push({
      id: randomUUID(),
      note_id: note.id,
      text: note.content.slice(start, start + 30),
      start_offset: start,
      end_offset: start + 30,
      tag: tagIds[i % TAGS],
    });
  }
  for (let i = 0; i < highlights.length; i += 2000) {
    const chunk = JSON.stringify(highlights.slice(i, i + 2000));
    await client.query(
      `insert into "${schema}".highlights (id, note_id, text, start_offset, end_offset, created_by)
       select x.id, x.note_id, x.text, x.start_offset, x.end_offset, $1
         from jsonb_to_recordset($2::jsonb) as x(id uuid, note_id uuid, text text, start_offset int, end_offset int)`,
      [author, chunk],
    );
    await client.query(
      `insert into "${schema}".highlight_tags (highlight_id, tag_id)
       select x.id, x.tag from jsonb_to_recordset($1::jsonb) as x(id uuid, tag uuid)`,
      [chunk],
    );
  }

  const measure = async (work) => {
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    let rssPeak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      heapPeak = Math.max(heapPeak, usage.heapUsed);
      rssPeak = Math.max(rssPeak, usage.rss);
    }, 50);
    const t0 = performance.now();
    try {
      const result = await work();
      return {
        ...result,
        seconds: (performance.now() - t0) / 1000,
        heapPeakAddedMiB: (heapPeak - heapBefore) / 2 ** 20,
        rssPeakMiB: rssPeak / 2 ** 20,
      };
    } finally {
      clearInterval(sampler);
    }
  };

  const exported = await measure(async () => {
    const id = (await ask('mutation($p: ID!) { startProjectExport(projectId: $p) { id } }', { p: projectId }))
      .startProjectExport.id;
    let state;
    for (;;) {
      state = (
        await ask(
          'query($id: ID!) { projectTransfer(id: $id) { status downloadUrl sizeBytes recordCount } }',
          { id },
        )
      ).projectTransfer;
      if (state.status === 'COMPLETED' || state.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (state.status !== 'COMPLETED') throw new Error(`the export ended ${state.status}`);
    const download = await httpRequest(`${server.address}${state.downloadUrl}`, {
      headers: { host: headers.host, cookie: headers.cookie },
    });
    if (download.status !== 200) throw new Error(`download -> ${download.status}`);
    return { zip: download.bytes, records: state.recordCount, sizeBytes: state.sizeBytes };
  });

  const imported = await measure(async () => {
    const transfer = (
      await uploadFile(`${server.address}/project-transfers/import`, headers, {
        name: 'export.zip',
        type: 'application/zip',
        bytes: exported.zip,
      })
    ).projectTransfer;
    return {
      records: transfer.recordCount,
      highlights: transfer.mappingTables.find((t) => t.table === 'highlights')?.count,
    };
  });

  printTable(
    `project export and import: ${NOTES} notes, ${HIGHLIGHTS} highlights, ${TAGS} tags (zip ${fmt(exported.sizeBytes / 2 ** 20, 2)} MiB)`,
    ['step', 'records', 'seconds', 'heap peak +MiB', 'rss peak MiB'],
    [
      [
        'export (job + download)',
        exported.records,
        fmt(exported.seconds, 2),
        fmt(exported.heapPeakAddedMiB, 1),
        fmt(exported.rssPeakMiB, 0),
      ],
      [
        'import (upload + write)',
        imported.records,
        fmt(imported.seconds, 2),
        fmt(imported.heapPeakAddedMiB, 1),
        fmt(imported.rssPeakMiB, 0),
      ],
    ],
  );
  const met =
    exported.seconds <= TARGET_SECONDS &&
    imported.seconds <= TARGET_SECONDS &&
    imported.highlights === HIGHLIGHTS;
  console.log(
    `\n${verdict(`export and re-import each <= ${TARGET_SECONDS} s, every highlight imported`, met)}`,
  );
  printJson('project-transfer', {
    notes: NOTES,
    highlights: HIGHLIGHTS,
    zipMiB: exported.sizeBytes / 2 ** 20,
    export: {
      seconds: exported.seconds,
      heapPeakAddedMiB: exported.heapPeakAddedMiB,
      rssPeakMiB: exported.rssPeakMiB,
    },
    import: {
      seconds: imported.seconds,
      heapPeakAddedMiB: imported.heapPeakAddedMiB,
      rssPeakMiB: imported.rssPeakMiB,
    },
    targetSeconds: TARGET_SECONDS,
    met,
  });
}
