import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { HIGHLIGHT_EVENTS, INSIGHT_EVENTS, NOTE_EVENTS, REEL_EVENTS } from '@fieldnote/core';
import { recordEvents } from '../../common/record-event';
import type { FileStorage } from '../file-storage';
import type { ListGroup, ReadExport, RecordOf } from './export-zip.reader';
import type { MappingTables } from './id-remap';
import type { ImportPlan } from './import-plan';
import { IMPORT_BATCH_RECORDS, IMPORT_BATCH_DOCUMENTS } from './project-transfer.limits';
import { ProjectTransferRepository } from './project-transfer.repository';
import type { FieldDatum, NoteRecord, ReelRecord } from './transfer-records';

/** Who the import is for: the workspace, its schema, the importing member and the new project. */
export interface ImportTarget {
  workspaceId: string;
  schema: string;
  accountId: string;
  projectId: string;
}

/** What an import wrote, for its report and events. */
export interface ImportOutcome {
  mapping: MappingTables;
  counts: Record<string, number>;
  recordCount: number;
  /** Authors of the file without a member of the same e-mail here, and the placeholder each became. */
  placeholders: { name: string; email: string; placeholderId: string; authorId: string }[];
  /** Storage keys written, for removal if the transaction rolls back. */
  storedKeys: string[];
}

const PLACEHOLDER_DOMAIN = 'placeholder.invalid';

/**
 * Writes an import file's records into the new project, inside the caller's transaction: every id
 * remapped (the spec's mapping tables, assigned by the ImportPlan while the file was checked),
 * authors kept where a member has the same e-mail and otherwise a named placeholder (a deactivated
 * member "<name> (imported)"), workspace tags matched by title, people matched by e-mail, originals
 * copied into file storage under new keys. Records are read from the zip and written a batch at a
 * time, each batch with its outbox events (`note.created`, `insight.created`, `highlight.created`),
 * so the import's memory is one batch's, whatever the project's size.
 */
export class ImportWriter {
  private readonly authors = new Map<string, string>();
  private readonly outcome: ImportOutcome;
  /** The target's person of each e-mail (or name, without one), found or created so far. */
  private readonly people = new Map<string, string>();

  constructor(
    private readonly repo: ProjectTransferRepository,
    private readonly storage: FileStorage,
    private readonly em: EntityManager,
    private readonly target: ImportTarget,
    private readonly file: ReadExport,
    private readonly plan: ImportPlan,
  ) {
    this.outcome = {
      mapping: plan.remap.tables,
      counts: {},
      recordCount: 0,
      placeholders: [],
      storedKeys: [],
    };
  }

  private get remap() {
    return this.plan.remap;
  }

  /** The group's records, a batch at a time (documents in smaller batches: a note may be large). */
  private batches<G extends ListGroup>(group: G): AsyncGenerator<RecordOf<G>[]> {
    const documents = group === 'notes' || group === 'insights';
    return this.file.batches(group, documents ? IMPORT_BATCH_DOCUMENTS : IMPORT_BATCH_RECORDS);
  }

  async write(onProgress: (share: number) => Promise<void>): Promise<ImportOutcome> {
    await this.mapAuthors();
    await this.matchWorkspaceTags();
    await onProgress(0.1);
    const { schema, projectId, workspaceId } = this.target;
    const me = this.target.accountId;
    const ins = (table: string, columns: [string, string, string?][], rows: Record<string, unknown>[]) =>
      this.repo.insertRows(
        this.em,
        schema,
        table,
        columns.map(([name, type, expression]) => ({ name, type, expression })),
        rows,
      );

    for await (const batch of this.batches('tagBoards'))
      await ins(
        'tag_boards',
        [
          ['id', 'uuid'],
          ['project_id', 'uuid'],
          ['title', 'text'],
          ['rank', 'float8'],
          ['created_by', 'uuid'],
        ],
        batch.map((b) => ({
          id: this.remap.of('tagBoards', b.id, 'TagBoards.json'),
          project_id: projectId,
          title: b.title,
          rank: b.rank,
          created_by: me,
        })),
      );
    for await (const batch of this.batches('tagGroups'))
      await ins(
        'tag_groups',
        [
          ['id', 'uuid'],
          ['board_id', 'uuid'],
          ['title', 'text'],
          ['color', 'text'],
          ['rank', 'float8'],
          ['created_by', 'uuid'],
        ],
        batch.map((g) => ({
          id: this.remap.of('tagGroups', g.id, 'TagGroups.json'),
          board_id: this.remap.of('tagBoards', g.tagBoardId, 'TagGroups.json'),
          title: g.title,
          color: g.color,
          rank: g.rank,
          created_by: me,
        })),
      );
    for await (const batch of this.batches('tags')) {
      await ins(
        'tags',
        [
          ['id', 'uuid'],
          ['project_id', 'uuid'],
          ['title', 'text'],
          ['color', 'text'],
          ['description', 'text'],
          ['sentiment', 'text'],
        ],
        batch
          .filter((t) => !this.matchedTags.has(t.id))
          .map((t) => ({
            id: this.remap.of('tags', t.id, 'Tags.json'),
            project_id: t.workspaceTag ? null : projectId,
            title: t.title,
            color: t.color,
            description: t.description,
            sentiment: t.role,
          })),
      );
      await ins(
        'tag_placements',
        [
          ['board_id', 'uuid'],
          ['tag_id', 'uuid'],
          ['group_id', 'uuid'],
          ['rank', 'float8'],
        ],
        batch.flatMap((t) =>
          t.placements.map((p) => ({
            board_id: this.remap.of('tagBoards', p.tagBoardId, 'Tags.json'),
            tag_id: this.remap.of('tags', t.id, 'Tags.json'),
            group_id: this.remap.of('tagGroups', p.tagGroupId, 'Tags.json'),
            rank: p.rank,
          })),
        ),
      );
    }
    // Every field becomes a field of the new project: a workspace field of the source workspace
    // means nothing in another one.
    for await (const batch of this.batches('fields'))
      await ins(
        'custom_fields',
        [
          ['id', 'uuid'],
          ['target', 'text'],
          ['project_id', 'uuid'],
          ['label', 'text'],
          ['type', 'text'],
          ['number_format', 'text'],
          ['currency_symbol', 'text'],
          ['max_selectable', 'int'],
          ['options', 'jsonb'],
          ['rank', 'float8'],
          ['created_by', 'uuid'],
        ],
        batch.map((f) => ({
          id: this.remap.of('fields', f.id, 'Fields.json'),
          target: f.target,
          project_id: projectId,
          label: f.label,
          type: f.type,
          number_format: f.numberFormat,
          currency_symbol: f.currencySymbol,
          max_selectable: f.maxSelectable,
          options: f.options,
          rank: f.rank,
          created_by: me,
        })),
      );
    await onProgress(0.2);
    for await (const batch of this.batches('notes')) {
      await ins(
        'notes',
        [
          ['id', 'uuid'],
          ['project_id', 'uuid'],
          ['title', 'text'],
          ['content', 'text'],
          ['content_json', 'jsonb'],
          ['ydoc', 'text', "decode(x.ydoc, 'base64')"],
          ['created_by', 'uuid'],
          ['created_at', 'timestamptz'],
          ['updated_at', 'timestamptz'],
        ],
        batch.map((n) => ({
          id: this.remap.of('notes', n.id, 'Notes.json'),
          project_id: projectId,
          title: n.title,
          content: n.content,
          content_json: n.richText ? this.remap.remapJson(n.richText) : null,
          // The note's Yjs state is kept byte for byte: its highlights' anchors are positions in it.
          ydoc: n.ydoc,
          created_by: this.author(n.createdBy),
          created_at: n.createdAt,
          updated_at: n.updatedAt,
        })),
      );
      await this.writePeople(batch);
      await this.writeValues(
        batch.flatMap((n) =>
          n.fieldDatum.map((d) => this.valueRow(d, this.remap.of('notes', n.id, 'Notes.json'), null)),
        ),
      );
      await recordEvents(
        this.em,
        NOTE_EVENTS.created,
        workspaceId,
        batch.map((n) => ({ noteId: this.remap.of('notes', n.id, 'Notes.json'), projectId })),
      );
    }
    for await (const batch of this.batches('insights')) {
      await ins(
        'insights',
        [
          ['id', 'uuid'],
          ['project_id', 'uuid'],
          ['title', 'text'],
          ['content', 'text'],
          ['content_json', 'jsonb'],
          ['published', 'boolean'],
          ['published_at', 'timestamptz'],
          ['locked_at', 'timestamptz'],
          ['locked_by', 'uuid'],
          ['created_by', 'uuid'],
          ['created_at', 'timestamptz'],
          ['updated_at', 'timestamptz'],
        ],
        // No Yjs state: an insight's embeds name highlights by id, so its document is rebuilt from
        // the remapped rich text when first opened.
        batch.map((i) => ({
          id: this.remap.of('insights', i.id, 'Insights.json'),
          project_id: projectId,
          title: i.title,
          content: i.content,
          content_json: i.richText ? this.remap.remapJson(i.richText) : null,
          published: i.published,
          published_at: i.publishedAt,
          locked_at: i.locked ? new Date().toISOString() : null,
          locked_by: i.locked ? me : null,
          created_by: this.author(i.createdBy),
          created_at: i.createdAt,
          updated_at: i.updatedAt,
        })),
      );
      await this.writeValues(
        batch.flatMap((i) =>
          i.fieldDatum.map((d) => this.valueRow(d, null, this.remap.of('insights', i.id, 'Insights.json'))),
        ),
      );
      await recordEvents(
        this.em,
        INSIGHT_EVENTS.created,
        workspaceId,
        batch.map((i) => ({ insightId: this.remap.of('insights', i.id, 'Insights.json'), projectId })),
      );
    }
    await onProgress(0.35);
    await this.writeFiles(onProgress);
    for await (const batch of this.batches('highlights')) {
      await ins(
        'highlights',
        [
          ['id', 'uuid'],
          ['note_id', 'uuid'],
          ['text', 'text'],
          ['start_offset', 'int'],
          ['end_offset', 'int'],
          ['start_anchor', 'text', "decode(x.start_anchor, 'base64')"],
          ['end_anchor', 'text', "decode(x.end_anchor, 'base64')"],
          ['detached', 'boolean'],
          ['file_id', 'uuid'],
          ['start_time', 'int'],
          ['end_time', 'int'],
          ['created_by', 'uuid'],
          ['created_at', 'timestamptz'],
          ['updated_at', 'timestamptz'],
        ],
        batch.map((h) => ({
          id: this.remap.of('highlights', h.id, 'Highlights.json'),
          note_id: this.remap.of('notes', h.noteId, 'Highlights.json'),
          text: h.text,
          start_offset: h.startOffset,
          end_offset: h.endOffset,
          start_anchor: h.startAnchor,
          end_anchor: h.endAnchor,
          detached: h.detached,
          file_id: this.remap.ofOrNull('files', h.fileId, 'Highlights.json'),
          start_time: h.startTime,
          end_time: h.endTime,
          created_by: this.author(h.createdBy),
          created_at: h.createdAt,
          updated_at: h.createdAt,
        })),
      );
      await ins(
        'highlight_tags',
        [
          ['highlight_id', 'uuid'],
          ['tag_id', 'uuid'],
        ],
        batch.flatMap((h) =>
          h.tagIds.map((tagId) => ({
            highlight_id: this.remap.of('highlights', h.id, 'Highlights.json'),
            tag_id: this.remap.of('tags', tagId, 'Highlights.json'),
          })),
        ),
      );
      await recordEvents(
        this.em,
        HIGHLIGHT_EVENTS.created,
        workspaceId,
        batch.map((h) => ({
          highlightId: this.remap.of('highlights', h.id, 'Highlights.json'),
          noteId: this.remap.of('notes', h.noteId, 'Highlights.json'),
          projectId,
          tagIds: h.tagIds.map((t) => this.remap.of('tags', t, 'Highlights.json')),
        })),
      );
    }
    await onProgress(0.8);
    for await (const batch of this.batches('projectViews')) {
      await ins(
        'project_views',
        [
          ['id', 'uuid'],
          ['project_id', 'uuid'],
          ['title', 'text'],
          ['layout', 'text'],
          ['object_type', 'text'],
          ['rank', 'float8'],
          ['state', 'jsonb'],
          ['filter', 'jsonb'],
          ['created_by', 'uuid'],
        ],
        batch.map((v) => ({
          id: this.remap.of('projectViews', v.id, 'ProjectViews.json'),
          project_id: projectId,
          title: v.title,
          layout: v.layout,
          object_type: v.objectType,
          rank: v.rank,
          state: this.remap.remapJson(v.viewData),
          filter: v.filter ? this.remap.remapJson(v.filter) : null,
          created_by: me,
        })),
      );
      await ins(
        'project_view_ranks',
        [
          ['view_id', 'uuid'],
          ['object_id', 'uuid'],
          ['rank', 'float8'],
        ],
        batch.flatMap((v) =>
          v.itemRanks.flatMap((item) => {
            const objectId = this.remap.any(item.objectId);
            // A rank of an item the file does not hold (trashed at export) has nothing to rank.
            return objectId
              ? [
                  {
                    view_id: this.remap.of('projectViews', v.id, 'ProjectViews.json'),
                    object_id: objectId,
                    rank: item.rank,
                  },
                ]
              : [];
          }),
        ),
      );
    }
    for await (const batch of this.batches('questions'))
      await ins(
        'survey_questions',
        [
          ['id', 'uuid'],
          ['project_id', 'uuid'],
          ['question_text', 'text'],
          ['question_type', 'text'],
          ['question_options', 'jsonb'],
          ['created_by', 'uuid'],
          ['created_at', 'timestamptz'],
        ],
        batch.map((q) => ({
          id: this.remap.of('questions', q.id, 'Questions.json'),
          project_id: projectId,
          question_text: q.questionText,
          question_type: q.questionType,
          question_options: q.questionOptions,
          created_by: this.author(q.createdBy),
          created_at: q.createdAt,
        })),
      );
    for await (const batch of this.batches('questionResponses'))
      await ins(
        'question_responses',
        [
          ['id', 'uuid'],
          ['question_id', 'uuid'],
          ['note_id', 'uuid'],
          ['answer_text', 'text'],
          ['option_ids', 'uuid[]'],
          ['created_at', 'timestamptz'],
        ],
        batch.map((q) => ({
          id: this.remap.of('questionResponses', q.id, 'QuestionResponses.jsonl'),
          question_id: this.remap.of('questions', q.questionId, 'QuestionResponses.jsonl'),
          note_id: this.remap.of('notes', q.noteId, 'QuestionResponses.jsonl'),
          answer_text: q.answerText,
          option_ids: q.optionIds,
          created_at: q.createdAt,
        })),
      );
    await this.writeReels();
    await onProgress(0.95);

    this.outcome.counts = { ...this.file.counts };
    this.outcome.recordCount = 1 + Object.values(this.outcome.counts).reduce((a, b) => a + b, 0);
    return this.outcome;
  }

  private readonly matchedTags = new Set<string>();

  /**
   * The insights' reels, after the insights and highlights they point at: each clip is the new id of
   * the file's highlight; a clip of a highlight the file does not hold (one of another project,
   * which the export keeps as it is, as an insight's highlight cards) stays only if that highlight
   * is in this workspace, so a reel never points at nothing. Title, clip order and dates are kept.
   */
  private async writeReels(): Promise<void> {
    const { schema, projectId, workspaceId } = this.target;
    for await (const batch of this.batches('reels')) {
      const foreign = batch.flatMap((r) =>
        r.highlightIds.filter((h) => this.remap.tables.highlights[h] === undefined),
      );
      const present = new Set(
        await this.repo.existingHighlightIds(this.em, schema, [
          ...new Set(foreign.map((h) => h.toLowerCase())),
        ]),
      );
      const clipsOf = (r: ReelRecord): string[] =>
        r.highlightIds.flatMap((h) => {
          const id = this.remap.tables.highlights[h] ?? (present.has(h.toLowerCase()) ? h : null);
          return id ? [id.toLowerCase()] : [];
        });
      const rows = batch.map((r) => ({
        id: this.remap.of('reels', r.id, 'Reels.json'),
        insight_id: this.remap.of('insights', r.insightId, 'Reels.json'),
        title: r.title,
        highlight_ids: clipsOf(r),
        created_by: this.author(r.createdBy),
        created_at: r.createdAt,
        updated_at: r.updatedAt,
      }));
      await this.repo.insertRows(
        this.em,
        schema,
        'reels',
        [
          { name: 'id', type: 'uuid' },
          { name: 'insight_id', type: 'uuid' },
          { name: 'title', type: 'text' },
          { name: 'highlight_ids', type: 'uuid[]' },
          { name: 'created_by', type: 'uuid' },
          { name: 'created_at', type: 'timestamptz' },
          { name: 'updated_at', type: 'timestamptz' },
        ],
        rows,
      );
      await recordEvents(
        this.em,
        REEL_EVENTS.created,
        workspaceId,
        rows.map((r) => ({
          reelId: r.id,
          insightId: r.insight_id,
          projectId,
          clipCount: r.highlight_ids.length,
        })),
      );
    }
  }

  /** Keys of the originals copied so far (also when writing failed half-way). */
  storedKeys(): string[] {
    return this.outcome.storedKeys;
  }

  /** A workspace tag of the file is the target's workspace tag of the same title, when there is one. */
  private async matchWorkspaceTags(): Promise<void> {
    const { tags } = this.plan;
    const found = await this.repo.workspaceTagsByTitle(
      this.em,
      this.target.schema,
      tags.filter((t) => t.workspaceTag).map((t) => t.title.toLowerCase()),
    );
    const byTitle = new Map<string, string>();
    for (const tag of found) if (!byTitle.has(tag.title)) byTitle.set(tag.title, tag.id);
    for (const tag of tags) {
      const existing = tag.workspaceTag ? byTitle.get(tag.title.toLowerCase()) : undefined;
      if (existing) this.matchedTags.add(tag.id);
      this.remap.assign('tags', tag.id, existing);
    }
  }

  /** Each author of the file: the member here with the same e-mail, else a named placeholder. */
  private async mapAuthors(): Promise<void> {
    const used = this.plan.authorIds;
    const known = new Map(this.file.manifest.members.map((m) => [m.id, m]));
    const emails = [...used].flatMap((id) => (known.get(id) ? [known.get(id)!.email.toLowerCase()] : []));
    const members = await this.repo.membersByEmail(this.em, this.target.schema, emails);
    const byEmail = new Map<string, string>();
    for (const m of members) if (!byEmail.has(m.email)) byEmail.set(m.email, m.id);
    const placeholders: { id: string; name: string; email: string }[] = [];
    for (const oldId of used) {
      const member = known.get(oldId);
      const match = member ? byEmail.get(member.email.toLowerCase()) : undefined;
      if (match) {
        this.authors.set(oldId, match);
        continue;
      }
      const id = randomUUID();
      const name = `${member?.name || 'Unknown author'} (imported)`.slice(0, 255);
      placeholders.push({ id, name, email: `imported-${id}@${PLACEHOLDER_DOMAIN}` });
      this.outcome.placeholders.push({
        name,
        email: member?.email ?? '',
        placeholderId: id,
        authorId: oldId,
      });
      this.authors.set(oldId, id);
    }
    // A removed (deactivated) member: it names the author everywhere authors are shown, and can
    // neither sign in nor be counted as a seat.
    await this.repo.insertRows(
      this.em,
      this.target.schema,
      'members',
      [
        { name: 'id', type: 'uuid' },
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'role', type: 'text' },
        { name: 'deactivated_at', type: 'timestamptz', expression: 'now()' },
      ],
      placeholders.map((p) => ({ ...p, role: 'VIEWER', deactivated_at: null })),
    );
  }

  private author(oldId: string): string {
    return this.authors.get(oldId) ?? this.target.accountId;
  }

  private valueRow(d: FieldDatum, noteId: string | null, insightId: string | null): Record<string, unknown> {
    return {
      id: randomUUID(),
      field_id: this.remap.of('fields', d.fieldId, 'fieldDatum'),
      note_id: noteId,
      insight_id: insightId,
      text_value: d.textValue,
      number_value: d.numberValue,
      boolean_value: d.booleanValue,
      date_value: d.dateValue,
      option_ids: d.optionIds,
      updated_by: this.target.accountId,
    };
  }

  /** Custom field values of notes or insights. */
  private writeValues(values: Record<string, unknown>[]): Promise<void> {
    return this.repo.insertRows(
      this.em,
      this.target.schema,
      'custom_field_values',
      [
        { name: 'id', type: 'uuid' },
        { name: 'field_id', type: 'uuid' },
        { name: 'note_id', type: 'uuid' },
        { name: 'insight_id', type: 'uuid' },
        { name: 'text_value', type: 'text' },
        { name: 'number_value', type: 'float8' },
        { name: 'boolean_value', type: 'boolean' },
        { name: 'date_value', type: 'timestamptz' },
        { name: 'option_ids', type: 'uuid[]' },
        { name: 'updated_by', type: 'uuid' },
      ],
      values,
    );
  }

  /** A batch of notes' people: the target's person of the same e-mail (or name, without one), else a new one. */
  private async writePeople(notes: NoteRecord[]): Promise<void> {
    const keyOf = (p: { name: string; email: string | null }) =>
      p.email ? `e:${p.email.toLowerCase()}` : `n:${p.name.toLowerCase()}`;
    const all = notes.flatMap((n) => n.people).filter((p) => !this.people.has(keyOf(p)));
    const known = this.people;
    if (all.length > 0) {
      const found = await this.repo.peopleByKey(
        this.em,
        this.target.schema,
        [...new Set(all.flatMap((p) => (p.email ? [p.email.toLowerCase()] : [])))],
        [...new Set(all.flatMap((p) => (p.email ? [] : [p.name.toLowerCase()])))],
      );
      for (const p of found) {
        const key = p.email ? `e:${p.email}` : `n:${p.name}`;
        if (!known.has(key)) known.set(key, p.id);
      }
    }
    const fresh: Record<string, unknown>[] = [];
    const links: Record<string, unknown>[] = [];
    for (const note of notes) {
      const seen = new Set<string>();
      for (const person of note.people) {
        const key = keyOf(person);
        let id = known.get(key);
        if (!id) {
          id = randomUUID();
          known.set(key, id);
          fresh.push({ id, name: person.name, email: person.email, created_by: this.target.accountId });
        }
        if (seen.has(id)) continue;
        seen.add(id);
        links.push({
          note_id: this.remap.of('notes', note.id, 'Notes.json'),
          person_id: id,
          created_by: this.target.accountId,
        });
      }
    }
    const schema = this.target.schema;
    await this.repo.insertRows(
      this.em,
      schema,
      'people',
      [
        { name: 'id', type: 'uuid' },
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'created_by', type: 'uuid' },
      ],
      fresh,
    );
    await this.repo.insertRows(
      this.em,
      schema,
      'note_people',
      [
        { name: 'note_id', type: 'uuid' },
        { name: 'person_id', type: 'uuid' },
        { name: 'created_by', type: 'uuid' },
      ],
      links,
    );
  }

  /** The files' rows and transcripts, and their originals copied into file storage, a batch at a time. */
  private async writeFiles(onProgress: (share: number) => Promise<void>): Promise<void> {
    const statusOf = new Map(this.file.manifest.files.map((f) => [f.fileId, f]));
    const total = this.file.counts.files;
    const schema = this.target.schema;
    let done = 0;
    for await (const batch of this.batches('files')) {
      const rows: Record<string, unknown>[] = [];
      for (const f of batch) {
        const id = this.remap.of('files', f.id, 'Files.json');
        const listed = statusOf.get(f.id);
        const key = `${this.target.workspaceId}/${id}`;
        let status = 'FAILED';
        if (listed?.status === 'COMPLETE') {
          const source = await this.file.openOriginal(listed.filepath);
          const body = new PassThrough();
          await Promise.all([this.storage.put(key, body, f.mime), pipeline(source, body)]);
          this.outcome.storedKeys.push(key);
          status = 'DONE';
        }
        rows.push({
          id,
          note_id: this.remap.of('notes', f.noteId, 'Files.json'),
          name: f.originalFileName,
          mime: f.mime,
          file_type: f.type,
          size: f.size,
          status,
          storage_key: key,
          duration_ms: f.durationMs,
          created_by: this.author(f.createdBy),
          created_at: f.createdAt,
        });
        done++;
        if (done % 10 === 0) await onProgress(0.35 + (0.3 * done) / total);
      }
      await this.repo.insertRows(
        this.em,
        schema,
        'files',
        [
          { name: 'id', type: 'uuid' },
          { name: 'note_id', type: 'uuid' },
          { name: 'name', type: 'text' },
          { name: 'mime', type: 'text' },
          { name: 'file_type', type: 'text' },
          { name: 'size', type: 'bigint' },
          { name: 'status', type: 'text' },
          { name: 'storage_key', type: 'text' },
          { name: 'duration_ms', type: 'int' },
          { name: 'created_by', type: 'uuid' },
          { name: 'created_at', type: 'timestamptz' },
        ],
        rows,
      );
      await this.repo.insertRows(
        this.em,
        schema,
        'transcript_cues',
        [
          { name: 'id', type: 'uuid' },
          { name: 'file_id', type: 'uuid' },
          { name: 'position', type: 'int' },
          { name: 'start_ms', type: 'int' },
          { name: 'end_ms', type: 'int' },
          { name: 'speaker', type: 'text' },
          { name: 'text', type: 'text' },
        ],
        batch.flatMap((f) =>
          f.transcript.map((c) => ({
            id: randomUUID(),
            file_id: this.remap.of('files', f.id, 'Files.json'),
            position: c.position,
            start_ms: c.startMs,
            end_ms: c.endMs,
            speaker: c.speaker,
            text: c.text,
          })),
        ),
      );
    }
  }
}
