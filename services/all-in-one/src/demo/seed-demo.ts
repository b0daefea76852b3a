import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import {
  FileUploadService,
  FilesService,
  ProjectGate,
  TranscriptHighlightsService,
  type WorkspaceScope,
} from '@fieldnote/api';
import { HIGHLIGHT_CARD_NODE, type Logger, Role, rankBetween } from '@fieldnote/core';
import {
  AccountsService,
  EntitlementsService,
  PlanChangesService,
  WorkspaceCreationService,
  WorkspaceDirectory,
  type WorkspaceRef,
} from '@fieldnote/control-plane';
import {
  Databases,
  Highlight,
  HighlightTag,
  Insight,
  Note,
  Project,
  Tag,
  TagBoard,
  TagGroup,
  TagPlacement,
} from '@fieldnote/db';
import { SearchIndexer, SearchIndexingService } from '@fieldnote/worker';
import { DEMO_PROJECTS, type DemoProject, type DemoRecording } from './demo-content';
import { demoTextBlocks } from './demo-document';
import { seedChannels } from './seed-channels';
import { seedDashboards } from './seed-dashboards';
import { seedFeeds } from './seed-feeds';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo-account';
import { seedPeople } from './seed-people';
import { seedProjectViews } from './seed-project-views';

export const DEMO_SUBDOMAIN = 'demo';
export { DEMO_EMAIL, DEMO_PASSWORD };
/** The demo shows every feature: with billing on it is on the largest plan of the catalogue. */
export const DEMO_PLAN = 'enterprise';
/** The demo recordings and transcripts (made by scripts/demo/make-demo-interview.mjs), from src/ and dist/ alike. */
export const DEMO_ASSETS_DIR = join(__dirname, '../../assets/demo');

/**
 * First start only: a demo manager account and the `demo` workspace, provisioned like any other,
 * filled with sample research. Does nothing when the demo workspace already exists.
 */
export async function seedDemo(
  app: INestApplicationContext,
  logger: Logger,
  options: { withWorker: boolean } = { withWorker: true },
): Promise<boolean> {
  const directory = app.get(WorkspaceDirectory);
  if (await directory.bySubdomain(DEMO_SUBDOMAIN)) return false;
  const accounts = app.get(AccountsService);
  const account =
    (await accounts.findByEmail(DEMO_EMAIL)) ??
    // The demo address is ours; nobody could receive a confirmation code there.
    (await accounts.signUp({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      name: 'Dana Demo',
      emailConfirmed: true,
    }));
  const workspace = await app
    .get(WorkspaceCreationService)
    .create({ accountId: account.id, name: 'Demo Research Team', subdomain: DEMO_SUBDOMAIN });
  if (!app.get(EntitlementsService).selfHosted)
    await app.get(PlanChangesService).change(workspace, DEMO_PLAN);
  await fillWorkspace(app, workspace, account.id);
  // The seed writes most rows directly, without the events the indexer follows: index it whole, and
  // let this process's worker (when it runs one: asking Nest for a provider it does not have ends
  // the process) embed it for search by meaning in the background.
  try {
    await new SearchIndexer(app.get(Databases)).rebuild(workspace.id);
    if (options.withWorker) void app.get(SearchIndexingService).backfill(workspace.id);
  } catch (err) {
    // The demo works without it; `npm run reindex -- demo` indexes it later.
    logger.warn({ err, subdomain: DEMO_SUBDOMAIN }, 'the demo workspace could not be indexed for search');
  }
  logger.info({ subdomain: DEMO_SUBDOMAIN }, 'demo workspace seeded');
  return true;
}

/** What the seed made of one project, for the steps after its first transaction. */
interface SeededProject {
  projectId: string;
  tags: Map<string, Tag>;
  /** Highlight ids by their text: the evidence of the project's insights. */
  highlightByQuote: Map<string, string>;
  recordings: { noteId: string; recording: DemoRecording }[];
  /** Note ids by their title: the people of the demo are linked to their notes. */
  noteIdByTitle: Map<string, string>;
}

/**
 * Each project in three steps: its tags, board, notes and highlights in one transaction; then its
 * recordings, stored, transcribed and highlighted through the member API's own services (so they
 * are exactly what an upload and an import make); then its insights, which quote both kinds of
 * highlight.
 */
async function fillWorkspace(
  app: INestApplicationContext,
  workspace: WorkspaceRef,
  authorId: string,
): Promise<void> {
  const region = app.get(Databases).region(workspace.region);
  const em = region.em.fork({ schema: workspace.schemaName });
  const scopeEm = region.em.fork({ schema: workspace.schemaName }) as unknown as WorkspaceScope['em'];
  const scope: WorkspaceScope = {
    workspace,
    accountId: authorId,
    role: Role.MANAGER,
    em: scopeEm,
    // The seed writes as the workspace's manager, who may act in every project.
    projects: new ProjectGate(scopeEm, workspace.schemaName, authorId, Role.MANAGER, Role.MANAGER),
  };
  let rank: number | null = null;
  // The demo's projects, notes and insights were made three days apart over the past month (nine of
  // them: the last three days ago), so the demo dashboard's weekly chart shows a month of research.
  let minutesAgo = 60 * 24 * 30;
  const at = () => new Date(Date.now() - Math.max((minutesAgo -= 60 * 24 * 3), 60) * 60_000);
  const noteIdByTitle = new Map<string, string>();
  const projectIdByTitle = new Map<string, string>();
  for (const demo of DEMO_PROJECTS) {
    rank = rankBetween(rank, null).rank;
    const projectRank = rank;
    const seeded = await em.transactional((tx) => seedProject(tx, demo, projectRank, authorId, at));
    for (const [title, id] of seeded.noteIdByTitle) noteIdByTitle.set(title, id);
    projectIdByTitle.set(demo.title, seeded.projectId);
    for (const { noteId, recording } of seeded.recordings)
      await attachRecording(app, scope, noteId, recording, seeded);
    await em.transactional(async (tx) => {
      for (const i of demo.insights) {
        const insightAt = at();
        tx.create(Insight, {
          id: randomUUID(),
          projectId: seeded.projectId,
          title: i.title,
          content: i.content,
          contentJson: i.evidence ? insightDocument(i.content, i.evidence, seeded.highlightByQuote) : null,
          published: i.published,
          publishedAt: i.published ? insightAt : null,
          createdBy: authorId,
          createdAt: insightAt,
          updatedAt: insightAt,
        });
      }
    });
  }
  const { fieldIdByLabel } = await seedPeople(app, scope, noteIdByTitle);
  const npsFieldId = fieldIdByLabel.get('NPS');
  if (!npsFieldId) throw new Error('The demo people have no NPS field');
  await seedDashboards(app, scope, npsFieldId);
  await seedFeeds(app, scope);
  await seedChannels(app, scope);
  await seedProjectViews(app, scope, projectIdByTitle, noteIdByTitle);
}

/** A project with its tags, board, notes and the highlights quoted from the notes' text. */
async function seedProject(
  tx: Transaction,
  demo: DemoProject,
  rank: number,
  authorId: string,
  at: () => Date,
): Promise<SeededProject> {
  const created = at();
  const project = tx.create(Project, {
    id: randomUUID(),
    title: demo.title,
    summary: demo.summary,
    rank,
    createdBy: authorId,
    createdAt: created,
    updatedAt: created,
  });
  await tx.flush();
  const tags = new Map(
    demo.tags.map((t) => [
      t.title,
      tx.create(Tag, {
        id: randomUUID(),
        projectId: project.id,
        title: t.title,
        color: t.color,
        createdAt: created,
        updatedAt: created,
      }),
    ]),
  );
  await tx.flush();
  if (demo.board) await seedBoard(tx, project, demo.board, tags, authorId, created);
  const seeded: SeededProject = {
    projectId: project.id,
    tags,
    highlightByQuote: new Map(),
    recordings: [],
    noteIdByTitle: new Map(),
  };
  for (const demoNote of demo.notes) {
    const noteAt = at();
    const note = tx.create(Note, {
      id: randomUUID(),
      projectId: project.id,
      title: demoNote.title,
      content: demoNote.content,
      createdBy: authorId,
      createdAt: noteAt,
      updatedAt: noteAt,
    });
    await tx.flush();
    seeded.noteIdByTitle.set(demoNote.title, note.id);
    if (demoNote.recording) seeded.recordings.push({ noteId: note.id, recording: demoNote.recording });
    const links: { highlightId: string; tagId: string }[] = [];
    for (const h of demoNote.highlights) {
      const start = demoNote.content.indexOf(h.quote);
      if (start < 0) throw new Error(`Demo highlight not found in "${demoNote.title}": ${h.quote}`);
      const highlight = tx.create(Highlight, {
        id: randomUUID(),
        noteId: note.id,
        text: h.quote,
        startOffset: start,
        endOffset: start + h.quote.length,
        createdBy: authorId,
        createdAt: noteAt,
        updatedAt: noteAt,
      });
      seeded.highlightByQuote.set(h.quote, highlight.id);
      for (const title of h.tags) links.push({ highlightId: highlight.id, tagId: tagOf(tags, title).id });
    }
    // Highlights must exist before the rows that point at them (the entities carry plain ids, so flush in order).
    await tx.flush();
    for (const link of links) tx.create(HighlightTag, link);
  }
  await tx.flush();
  return seeded;
}

/**
 * Stores a note's recording as an upload does (content-sniffed type, bytes in the configured
 * storage, DONE), imports its transcript as the import does, and highlights a stretch of it.
 */
async function attachRecording(
  app: INestApplicationContext,
  scope: WorkspaceScope,
  noteId: string,
  recording: DemoRecording,
  seeded: SeededProject,
): Promise<void> {
  const file = await app.get(FileUploadService).upload(
    scope,
    noteId,
    {
      filename: `${recording.name}.ogg`,
      stream: createReadStream(join(DEMO_ASSETS_DIR, `${recording.name}.ogg`)),
      truncated: () => false,
    },
    new AbortController().signal,
  );
  const cues = await app
    .get(FilesService)
    .importTranscript(scope, file.id, await readFile(join(DEMO_ASSETS_DIR, `${recording.name}.vtt`), 'utf8'));
  const { from, to, tags } = recording.highlight;
  const first = cues.find((cue) => cue.text === from);
  const last = cues.find((cue) => cue.text === to);
  if (!first || !last || last.position < first.position)
    throw new Error(`Demo transcript stretch not found in ${recording.name}.vtt: ${from} … ${to}`);
  const { highlight } = await app.get(TranscriptHighlightsService).create(scope, {
    fileId: file.id,
    startMs: first.startMs,
    endMs: last.endMs,
    tagIds: tags.map((title) => tagOf(seeded.tags, title).id),
  });
  seeded.highlightByQuote.set(highlight.text, highlight.id);
}

function tagOf(tags: Map<string, Tag>, title: string): Tag {
  const tag = tags.get(title);
  if (!tag) throw new Error(`Demo tag not defined: ${title}`);
  return tag;
}

/** The entity manager of a workspace transaction, as Databases hands it out. */
type Transaction = Parameters<Parameters<ReturnType<Databases['region']>['em']['transactional']>[0]>[0];

/** A tag board of the project with its groups, each holding some of the project's tags in order. */
async function seedBoard(
  tx: Transaction,
  project: Project,
  board: NonNullable<DemoProject['board']>,
  tags: Map<string, Tag>,
  authorId: string,
  at: Date,
): Promise<void> {
  const created = tx.create(TagBoard, {
    id: randomUUID(),
    projectId: project.id,
    title: board.title,
    rank: 0,
    createdBy: authorId,
    createdAt: at,
    updatedAt: at,
  });
  await tx.flush();
  let groupRank: number | null = null;
  for (const demoGroup of board.groups) {
    groupRank = rankBetween(groupRank, null).rank;
    const group = tx.create(TagGroup, {
      id: randomUUID(),
      boardId: created.id,
      title: demoGroup.title,
      color: demoGroup.color,
      rank: groupRank,
      createdBy: authorId,
      createdAt: at,
      updatedAt: at,
    });
    await tx.flush();
    let tagRank: number | null = null;
    for (const title of demoGroup.tags) {
      tagRank = rankBetween(tagRank, null).rank;
      tx.create(TagPlacement, {
        boardId: created.id,
        tagId: tagOf(tags, title).id,
        groupId: group.id,
        rank: tagRank,
      });
    }
  }
  await tx.flush();
}

/** A demo insight as a document: its paragraphs and lists, then a card for each quoted highlight. */
function insightDocument(
  content: string,
  evidence: string[],
  highlightByQuote: Map<string, string>,
): Record<string, unknown> {
  const cards = evidence.map((quote) => {
    const highlightId = highlightByQuote.get(quote);
    if (!highlightId) throw new Error(`Demo insight evidence is not a highlight: ${quote}`);
    return { type: HIGHLIGHT_CARD_NODE, attrs: { highlightId } };
  });
  return { type: 'doc', content: [...demoTextBlocks(content), ...cards] };
}
