import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import type { FileStorage } from '../file-storage';
import type { ReadExport } from './export-zip.reader';
import { IdRemap, type MappingTables } from './id-remap';
import { ProjectTransferRepository } from './project-transfer.repository';
import type { FieldDatum, ProjectRecords } from './transfer-records';

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
  noteIds: string[];
  insightIds: string[];
  highlights: { id: string; noteId: string; tagIds: string[] }[];
  /** Storage keys written, for removal if the transaction rolls back. */
  storedKeys: string[];
}

const PLACEHOLDER_DOMAIN = 'placeholder.invalid';

/**
 * Writes an import file's records into the new project, inside the caller's transaction: every id
 * remapped (the spec's mapping tables), authors kept where a member has the same e-mail and otherwise
 * a named placeholder (a deactivated member "<name> (imported)"), workspace tags matched by title,
 * people matched by e-mail, originals copied into file storage under new keys.
 */
export class ImportWriter {
  private readonly remap = new IdRemap();
  private readonly authors = new Map<string, string>();
  private readonly outcome: ImportOutcome;

  constructor(
    private readonly repo: ProjectTransferRepository,
    private readonly storage: FileStorage,
    private readonly em: EntityManager,
    private readonly target: ImportTarget,
    private readonly file: ReadExport,
  ) {
    this.outcome = {
      mapping: this.remap.tables,
      counts: {},
      recordCount: 0,
      placeholders: [],
      noteIds: [],
      insightIds: [],
      highlights: [],
      storedKeys: [],
    };
  }

  async write(onProgress: (share: number) => Promise<void>): Promise<ImportOutcome> {
    const r = this.file.records;
    this.assignIds(r);
    await this.mapAuthors(r);
    await this.matchWorkspaceTags(r);
    await onProgress(0.1);
    const { schema } = this.target;
    const ins = (table: string, columns: [string, string, string?][], rows: Record<string, unknown>[]) =>
      this.repo.insertRows(
        this.em,
        schema,
        table,
        columns.map(([name, type, expression]) => ({ name, type, expression })),
        rows,
      );
    const projectId = this.target.projectId;
    const me = this.target.accountId;

    await ins(
      'tag_boards',
      [
        ['id', 'uuid'],
        ['project_id', 'uuid'],
        ['title', 'text'],
        ['rank', 'float8'],
        ['created_by', 'uuid'],
      ],
      r.tagBoards.map((b) => ({
        id: this.remap.of('tagBoards', b.id, 'TagBoards.json'),
        project_id: projectId,
        title: b.title,
        rank: b.rank,
        created_by: me,
      })),
    );
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
      r.tagGroups.map((g) => ({
        id: this.remap.of('tagGroups', g.id, 'TagGroups.json'),
        board_id: this.remap.of('tagBoards', g.tagBoardId, 'TagGroups.json'),
        title: g.title,
        color: g.color,
        rank: g.rank,
        created_by: me,
      })),
    );
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
      r.tags
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
      r.tags.flatMap((t) =>
        t.placements.map((p) => ({
          board_id: this.remap.of('tagBoards', p.tagBoardId, 'Tags.json'),
          tag_id: this.remap.of('tags', t.id, 'Tags.json'),
          group_id: this.remap.of('tagGroups', p.tagGroupId, 'Tags.json'),
          rank: p.rank,
        })),
      ),
    );
    // Every field becomes a field of the new project: a workspace field of the source workspace
    // means nothing in another one.
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
      r.fields.map((f) => ({
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
      r.notes.map((n) => ({
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
    await this.writePeople(r);
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
      r.insights.map((i) => ({
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
    const values = [
      ...r.notes.flatMap((n) =>
        n.fieldDatum.map((d) => this.valueRow(d, this.remap.of('notes', n.id, 'Notes.json'), null)),
      ),
      ...r.insights.flatMap((i) =>
        i.fieldDatum.map((d) => this.valueRow(d, null, this.remap.of('insights', i.id, 'Insights.json'))),
      ),
    ];
    await ins(
      'custom_field_values',
      [
        ['id', 'uuid'],
        ['field_id', 'uuid'],
        ['note_id', 'uuid'],
        ['insight_id', 'uuid'],
        ['text_value', 'text'],
        ['number_value', 'float8'],
        ['boolean_value', 'boolean'],
        ['date_value', 'timestamptz'],
        ['option_ids', 'uuid[]'],
        ['updated_by', 'uuid'],
      ],
      values,
    );
    await onProgress(0.35);
    await this.writeFiles(r, onProgress);
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
      r.highlights.map((h) => ({
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
    const highlightTags = r.highlights.flatMap((h) =>
      h.tagIds.map((tagId) => ({
        highlight_id: this.remap.of('highlights', h.id, 'Highlights.json'),
        tag_id: this.remap.of('tags', tagId, 'Highlights.json'),
      })),
    );
    await ins(
      'highlight_tags',
      [
        ['highlight_id', 'uuid'],
        ['tag_id', 'uuid'],
      ],
      highlightTags,
    );
    await onProgress(0.8);
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
      r.projectViews.map((v) => ({
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
      r.projectViews.flatMap((v) =>
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
      r.questions.map((q) => ({
        id: this.remap.of('questions', q.id, 'Questions.json'),
        project_id: projectId,
        question_text: q.questionText,
        question_type: q.questionType,
        question_options: q.questionOptions,
        created_by: this.author(q.createdBy),
        created_at: q.createdAt,
      })),
    );
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
      r.questionResponses.map((q) => ({
        id: this.remap.of('questionResponses', q.id, 'QuestionResponses.jsonl'),
        question_id: this.remap.of('questions', q.questionId, 'QuestionResponses.jsonl'),
        note_id: this.remap.of('notes', q.noteId, 'QuestionResponses.jsonl'),
        answer_text: q.answerText,
        option_ids: q.optionIds,
        created_at: q.createdAt,
      })),
    );
    await onProgress(0.95);

    this.outcome.counts = Object.fromEntries(
      Object.entries(r)
        .filter(([, v]) => Array.isArray(v))
        .map(([k, v]) => [k, (v as unknown[]).length]),
    );
    this.outcome.recordCount = 1 + Object.values(this.outcome.counts).reduce((a, b) => a + b, 0);
    this.outcome.noteIds = Object.values(this.remap.tables.notes);
    this.outcome.insightIds = Object.values(this.remap.tables.insights);
    this.outcome.highlights = r.highlights.map((h) => ({
      id: this.remap.of('highlights', h.id, ''),
      noteId: this.remap.of('notes', h.noteId, ''),
      tagIds: h.tagIds.map((t) => this.remap.of('tags', t, '')),
    }));
    return this.outcome;
  }

  private readonly matchedTags = new Set<string>();

  /** Keys of the originals copied so far (also when writing failed half-way). */
  storedKeys(): string[] {
    return this.outcome.storedKeys;
  }

  /** New ids for every record first, so references resolve whatever order the files list them in. */
  private assignIds(r: ProjectRecords): void {
    for (const f of r.fieldSets) this.remap.assign('fieldSets', f.id);
    for (const f of r.fields) this.remap.assign('fields', f.id);
    for (const b of r.tagBoards) this.remap.assign('tagBoards', b.id);
    for (const g of r.tagGroups) this.remap.assign('tagGroups', g.id);
    for (const n of r.notes) this.remap.assign('notes', n.id);
    for (const i of r.insights) this.remap.assign('insights', i.id);
    for (const h of r.highlights) this.remap.assign('highlights', h.id);
    for (const f of r.files) this.remap.assign('files', f.id);
    for (const v of r.projectViews) this.remap.assign('projectViews', v.id);
    for (const q of r.questions) this.remap.assign('questions', q.id);
    for (const q of r.questionResponses) this.remap.assign('questionResponses', q.id);
  }

  /** A workspace tag of the file is the target's workspace tag of the same title, when there is one. */
  private async matchWorkspaceTags(r: ProjectRecords): Promise<void> {
    const wanted = r.tags.filter((t) => t.workspaceTag);
    const found = await this.repo.workspaceTagsByTitle(
      this.em,
      this.target.schema,
      wanted.map((t) => t.title.toLowerCase()),
    );
    const byTitle = new Map<string, string>();
    for (const tag of found) if (!byTitle.has(tag.title)) byTitle.set(tag.title, tag.id);
    for (const tag of r.tags) {
      const existing = tag.workspaceTag ? byTitle.get(tag.title.toLowerCase()) : undefined;
      if (existing) this.matchedTags.add(tag.id);
      this.remap.assign('tags', tag.id, existing);
    }
  }

  /** Each author of the file: the member here with the same e-mail, else a named placeholder. */
  private async mapAuthors(r: ProjectRecords): Promise<void> {
    const used = new Set<string>([
      ...r.notes.map((n) => n.createdBy),
      ...r.insights.map((i) => i.createdBy),
      ...r.highlights.map((h) => h.createdBy),
      ...r.questions.map((q) => q.createdBy),
      ...r.files.map((f) => f.createdBy),
    ]);
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

  /** The notes' people: the target's person of the same e-mail (or name, without one), else a new one. */
  private async writePeople(r: ProjectRecords): Promise<void> {
    const keyOf = (p: { name: string; email: string | null }) =>
      p.email ? `e:${p.email.toLowerCase()}` : `n:${p.name.toLowerCase()}`;
    const all = r.notes.flatMap((n) => n.people);
    if (all.length === 0) return;
    const found = await this.repo.peopleByKey(
      this.em,
      this.target.schema,
      [...new Set(all.flatMap((p) => (p.email ? [p.email.toLowerCase()] : [])))],
      [...new Set(all.flatMap((p) => (p.email ? [] : [p.name.toLowerCase()])))],
    );
    const known = new Map<string, string>();
    for (const p of found) {
      const key = p.email ? `e:${p.email}` : `n:${p.name}`;
      if (!known.has(key)) known.set(key, p.id);
    }
    const fresh: Record<string, unknown>[] = [];
    const links: Record<string, unknown>[] = [];
    for (const note of r.notes) {
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

  /** The files' rows and transcripts, and their originals copied into file storage. */
  private async writeFiles(r: ProjectRecords, onProgress: (share: number) => Promise<void>): Promise<void> {
    const statusOf = new Map(this.file.manifest.files.map((f) => [f.fileId, f]));
    const rows: Record<string, unknown>[] = [];
    let done = 0;
    for (const f of r.files) {
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
      if (done % 10 === 0) await onProgress(0.35 + (0.3 * done) / r.files.length);
    }
    const schema = this.target.schema;
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
      r.files.flatMap((f) =>
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
