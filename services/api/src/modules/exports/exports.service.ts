import { Readable, pipeline } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { type RichNode, highlightCardIds } from '@fieldnote/core';
import { EntitlementsService } from '@fieldnote/control-plane';
import { stringify } from 'csv-stringify';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { HighlightCardsService, findLiveInsight } from '../insights';
import { findLiveProject } from '../projects';
import { ProjectViewTableService } from '../project-views';
import { exportDisabled } from './exports.errors';
import { ExportsRepository, type NoteRow } from './exports.repository';
import { type MarkdownCard, insightMarkdown } from './insight-markdown';
import { insightPdf } from './insight-pdf';
import { spreadsheetSafe } from './spreadsheet-safe';

/** Notes read per query while a CSV streams: a project of any size never sits whole in memory. */
const PAGE = 500;

export const HIGHLIGHT_COLUMNS = ['Highlight ID', 'Note ID', 'Note', 'Quote', 'Tags', 'Created at'];
export const NOTE_COLUMNS = ['Note ID', 'Title', 'Created at', 'Updated at', 'Highlights', 'Text'];

/** A timestamp as ISO 8601 (raw rows carry them as Date or as text, by driver setting). */
function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** A file to download: its name and its body (text, bytes, or a stream written as it is read). */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string | Buffer | Readable;
}

/**
 * Exports a member may download of what they can read, while the workspace's plan allows export
 * (`disableExport`, the HIPAA add-on): an insight as Markdown or PDF, a project's highlights or notes
 * or a view's table as CSV
 * (RFC 4180 by csv-stringify, streamed a page of notes at a time; text that starts like a formula is
 * prefixed with an apostrophe so a spreadsheet never runs it).
 */
@Injectable()
export class ExportsService {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly cards: HighlightCardsService,
    private readonly reads: ExportsRepository,
    private readonly viewTables: ProjectViewTableService,
  ) {}

  async requireExportAllowed(workspaceId: string): Promise<void> {
    const plan = await this.entitlements.of(workspaceId);
    if (plan.entitlements.disableExport) throw exportDisabled();
  }

  /** The insight as Markdown, with the highlight cards the member can read themselves. */
  async insightMarkdown(scope: WorkspaceScope, rawInsightId: string): Promise<ExportFile> {
    const { insight, doc, cards } = await this.insightWithCards(scope, rawInsightId);
    return {
      fileName: `${insight.title}.md`,
      contentType: 'text/markdown; charset=utf-8',
      body: insightMarkdown(insight.title, doc, insight.content, cards),
    };
  }

  /** The insight as a PDF (A4), with the highlight cards the member can read themselves. */
  async insightPdf(scope: WorkspaceScope, rawInsightId: string): Promise<ExportFile> {
    const { insight, doc, cards } = await this.insightWithCards(scope, rawInsightId);
    return {
      fileName: `${insight.title}.pdf`,
      contentType: 'application/pdf',
      body: await insightPdf(insight.title, doc, insight.content, cards),
    };
  }

  private async insightWithCards(scope: WorkspaceScope, rawInsightId: string) {
    await this.requireExportAllowed(scope.workspace.id);
    const insight = await findLiveInsight(scope.em, rawInsightId);
    const doc = insight.contentJson as RichNode | null;
    const readable = await this.cards.byIds(scope.em, highlightCardIds(doc));
    const cards = new Map<string, MarkdownCard>(
      readable.map((card) => [
        card.highlight.id,
        { quote: card.highlight.text, noteTitle: card.noteTitle, tags: card.tags.map((t) => t.title) },
      ]),
    );
    return { insight, doc, cards };
  }

  /**
   * A project view's table as CSV: the columns it shows and the items its saved sort and filters
   * select, streamed 100 items at a time.
   */
  async viewCsv(scope: WorkspaceScope, rawViewId: string): Promise<ExportFile> {
    await this.requireExportAllowed(scope.workspace.id);
    const table = await this.viewTables.table(scope, rawViewId);
    async function* rows(): AsyncGenerator<string[]> {
      yield table.header.map(spreadsheetSafe);
      for await (const row of table.rows) yield row.map(spreadsheetSafe);
    }
    return {
      fileName: `${table.viewTitle}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: pipeline(Readable.from(rows()), stringify(), () => undefined),
    };
  }

  /** A project's highlights (one row each, with its note and tags), or its notes, as CSV. */
  async projectCsv(
    scope: WorkspaceScope,
    rawProjectId: string,
    what: 'highlights' | 'notes',
  ): Promise<ExportFile> {
    await this.requireExportAllowed(scope.workspace.id);
    const project = await findLiveProject(scope.em, rawProjectId);
    const { em } = scope;
    const schema = scope.workspace.schemaName;
    const reads = this.reads;
    async function* notePages(): AsyncGenerator<NoteRow[]> {
      let after: { createdAt: Date | string; id: string } | null = null;
      for (;;) {
        const page = await reads.notesPage(em, schema, project.id, after, PAGE);
        if (page.length === 0) return;
        yield page;
        const last = page[page.length - 1] as NoteRow;
        after = { createdAt: last.created_at, id: last.id };
        if (page.length < PAGE) return;
      }
    }
    async function* rows(): AsyncGenerator<string[]> {
      yield what === 'highlights' ? HIGHLIGHT_COLUMNS : NOTE_COLUMNS;
      for await (const notes of notePages()) {
        if (what === 'notes') {
          for (const n of notes)
            yield [
              n.id,
              spreadsheetSafe(n.title),
              iso(n.created_at),
              iso(n.updated_at),
              String(n.highlight_count),
              spreadsheetSafe(n.content),
            ];
          continue;
        }
        const highlights = await reads.highlightsOfNotes(
          em,
          schema,
          notes.filter((n) => n.highlight_count > 0).map((n) => n.id),
        );
        for (const h of highlights)
          yield [
            h.id,
            h.note_id,
            spreadsheetSafe(h.note_title),
            spreadsheetSafe(h.text),
            spreadsheetSafe(h.tags.join(', ')),
            iso(h.created_at),
          ];
      }
    }
    return {
      fileName: `${project.title} ${what}.csv`,
      contentType: 'text/csv; charset=utf-8',
      // pipeline, not pipe: a read that fails mid-way destroys the response instead of leaving it open.
      body: pipeline(Readable.from(rows()), stringify(), () => undefined),
    };
  }
}
