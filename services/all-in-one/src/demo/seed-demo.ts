import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { type Logger, rankBetween } from '@fieldnote/core';
import {
  AccountsService,
  WorkspaceCreationService,
  WorkspaceDirectory,
  type WorkspaceRef,
} from '@fieldnote/control-plane';
import { Databases, Highlight, HighlightTag, Insight, Note, Project, Tag } from '@fieldnote/db';
import { DEMO_PROJECTS } from './demo-content';

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
