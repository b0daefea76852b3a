import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { HIGHLIGHT_CARD_NODE, type Logger, rankBetween } from '@fieldnote/core';
import {
  AccountsService,
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
import { DEMO_PROJECTS, type DemoProject } from './demo-content';

export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_EMAIL = 'demo@fieldnote.dev';
export const DEMO_PASSWORD = 'Fieldnote#Demo2026';

/**
 * First start only: a demo manager account and the `demo` workspace, provisioned like any other,
 * filled with sample research. Does nothing when the demo workspace already exists.
 */
export async function seedDemo(app: INestApplicationContext, logger: Logger): Promise<boolean> {
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
  await fillWorkspace(app.get(Databases), workspace, account.id);
  logger.info({ subdomain: DEMO_SUBDOMAIN }, 'demo workspace seeded');
  return true;
}

async function fillWorkspace(databases: Databases, workspace: WorkspaceRef, authorId: string): Promise<void> {
  const em = databases.region(workspace.region).em.fork({ schema: workspace.schemaName });
  let rank: number | null = null;
  let minutesAgo = 60 * 24 * 30;
  const at = () => new Date(Date.now() - (minutesAgo -= 97) * 60_000);
  await em.transactional(async (tx) => {
    for (const demo of DEMO_PROJECTS) {
      rank = rankBetween(rank, null).rank;
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
      const highlightByQuote = new Map<string, string>();
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
          highlightByQuote.set(h.quote, highlight.id);
          for (const title of h.tags)
            links.push({ highlightId: highlight.id, tagId: (tags.get(title) as Tag).id });
        }
        // Highlights must exist before the rows that point at them (the entities carry plain ids, so flush in order).
        await tx.flush();
        for (const link of links) tx.create(HighlightTag, link);
      }
      for (const i of demo.insights) {
        const insightAt = at();
        tx.create(Insight, {
          id: randomUUID(),
          projectId: project.id,
          title: i.title,
          content: i.content,
          contentJson: i.evidence ? insightDocument(i.content, i.evidence, highlightByQuote) : null,
          published: i.published,
          publishedAt: i.published ? insightAt : null,
          createdBy: authorId,
          createdAt: insightAt,
          updatedAt: insightAt,
        });
      }
    }
  });
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
        tagId: (tags.get(title) as Tag).id,
        groupId: group.id,
        rank: tagRank,
      });
    }
  }
  await tx.flush();
}

/** A demo insight as a document: its paragraphs, then a card for each quoted highlight. */
function insightDocument(
  content: string,
  evidence: string[],
  highlightByQuote: Map<string, string>,
): Record<string, unknown> {
  const paragraphs = content
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] }));
  const cards = evidence.map((quote) => {
    const highlightId = highlightByQuote.get(quote);
    if (!highlightId) throw new Error(`Demo insight evidence is not a highlight: ${quote}`);
    return { type: HIGHLIGHT_CARD_NODE, attrs: { highlightId } };
  });
  return { type: 'doc', content: [...paragraphs, ...cards] };
}
