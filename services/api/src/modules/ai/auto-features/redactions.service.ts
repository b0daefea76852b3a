import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AiAutoFeature,
  AiAutoFeatureMode,
  AppError,
  Role,
  SuggestedHighlightReview,
  parsePathId,
  roleSatisfies,
} from '@fieldnote/core';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { NotesService, findLiveNote } from '../../notes';
import { aiErrors } from '../ai.errors';
import { AiActivityRecorder, AiInputKind, AiTask } from '../audit/ai-activity-recorder.service';
import { AiSettingsService } from '../settings/ai-settings.service';
import { SuggestionsRepository } from '../suggestions/suggestions.repository';
import { autoFeatureSettings, modeOf } from './auto-feature-modes';
import {
  MAX_REDACTIONS_PER_NOTE,
  PERSONAL_DATA_VERSION,
  type PersonalDataKind,
  type PersonalDataMatch,
  findPersonalData,
  redactText,
} from './personal-data';
import { type RedactionRow, RedactionsRepository } from './redactions.repository';

/** The model name the audit trail gives the personal-data finder. */
export const PERSONAL_DATA_MODEL = 'fieldnote-personal-data';

/** What the redaction review says to people. */
export const redactionStrings = {
  notFound: 'Redaction suggestion',
  alreadyReviewed: 'This redaction was already reviewed.',
  textGone: 'These words are no longer in the note; reject the suggestion instead.',
  noEditPermission: 'You need edit permission on this note to review its redactions.',
  readOnly: 'This workspace is in read-only mode.',
} as const;

/** A note's redaction proposals as its review panel shows them. */
export interface NoteRedactions {
  noteId: string;
  redactMode: AiAutoFeatureMode;
  canReview: boolean;
  suggestions: RedactionRow[];
}

/** A note as the job reads it. */
interface RedactionNote {
  id: string;
  projectId: string;
  content: string;
}

/**
 * The redact auto feature (issue 34; spec 001 §3 key `redact`): personal data (e-mail addresses,
 * phone numbers, card numbers, the names of the people linked to the note) found in a note once it
 * stays unchanged. On: replaced in the note at once by marks such as "[email redacted]", through the
 * note's collaborative document; Suggest: proposed, and a member with edit permission accepts (the
 * words are redacted) or rejects (not proposed again) each. Every run that finds something is
 * recorded in the AI audit trail with the note and people it read.
 */
@Injectable()
export class RedactionsService {
  constructor(
    private readonly repository: RedactionsRepository,
    private readonly autoFeatures: SuggestionsRepository,
    private readonly settings: AiSettingsService,
    private readonly recorder: AiActivityRecorder,
    private readonly notes: NotesService,
  ) {}

  /** The note's proposals waiting for review. */
  async forNote(scope: WorkspaceScope, rawNoteId: string): Promise<NoteRedactions> {
    await this.requireAi(scope);
    const note = await findLiveNote(scope.em, rawNoteId);
    const schema = scope.workspace.schemaName;
    const modes = autoFeatureSettings(
      await this.autoFeatures.autoFeatures(scope.em, schema, note.projectId),
      note.projectId,
    );
    return {
      noteId: note.id,
      redactMode: modeOf(modes, AiAutoFeature.redact),
      canReview: (await this.reviewRefusal(scope, note.projectId)) === null,
      suggestions: await this.repository.pending(scope.em, schema, note.id, MAX_REDACTIONS_PER_NOTE),
    };
  }

  /** Accepted: the words are redacted in the note; Rejected: left, and not proposed again. */
  async review(
    scope: WorkspaceScope,
    input: { suggestionId: string; review: SuggestedHighlightReview },
  ): Promise<RedactionRow> {
    await this.requireAi(scope);
    const id = parsePathId(input.suggestionId);
    const schema = scope.workspace.schemaName;
    const found = await this.repository.byId(scope.em, schema, id);
    if (!found) throw AppError.notFound(redactionStrings.notFound);
    // NOT_FOUND when the note is gone or hidden from the member.
    const note = await findLiveNote(scope.em, found.note_id);
    const refusal = await this.reviewRefusal(scope, note.projectId);
    if (refusal) throw AppError.forbidden(refusal);
    if (found.review) throw AppError.badInput(redactionStrings.alreadyReviewed);
    if (input.review === SuggestedHighlightReview.Accepted) {
      // The note may have changed since: the words are looked for where they were, then anywhere.
      let start = found.start_offset;
      if (note.content.slice(start, found.end_offset) !== found.text) {
        start = note.content.indexOf(found.text);
        if (start < 0) throw AppError.badInput(redactionStrings.textGone);
      }
      const match: PersonalDataMatch = {
        kind: found.kind as PersonalDataKind,
        startOffset: start,
        endOffset: start + found.text.length,
        text: found.text,
      };
      // The note first (through its collaborative document, in its own transaction), then the review.
      await this.notes.update(scope, { id: note.id, content: redactText(note.content, [match]) });
      if (!(await this.repository.review(scope.em, schema, { id, review: 'Accepted', by: scope.accountId })))
        throw AppError.badInput(redactionStrings.alreadyReviewed);
    } else if (
      !(await this.repository.review(scope.em, schema, { id, review: 'Rejected', by: scope.accountId }))
    )
      throw AppError.badInput(redactionStrings.alreadyReviewed);
    return (await this.repository.byId(scope.em, schema, id)) as RedactionRow;
  }

  /**
   * The job's run for a note that stayed unchanged, once per text: 'redacted' when it changed the
   * note (On), whose own save event runs the other auto features on the redacted text.
   */
  async runForNote(
    scope: WorkspaceScope,
    note: RedactionNote,
    mode: AiAutoFeatureMode,
    runs: { lastHash: () => Promise<string | null>; saveHash: (hash: string) => Promise<void> },
  ): Promise<'redacted' | 'done' | 'skipped'> {
    if (mode === AiAutoFeatureMode.Off) return 'skipped';
    const availability = await this.settings.availability(scope);
    if (!availability.generativeAiEnabled || availability.readOnly) return 'skipped';
    const hash = createHash('sha256').update(note.content).digest('hex');
    if ((await runs.lastHash()) === hash) return 'skipped';
    const schema = scope.workspace.schemaName;
    const startedAt = new Date();
    const people = await this.repository.linkedNames(scope.em, schema, note.id);
    const rejected = await this.repository.rejectedTexts(scope.em, schema, note.id);
    const matches = findPersonalData(
      note.content,
      people.map((p) => p.name),
    ).filter((m) => !rejected.has(m.text));
    const apply = mode === AiAutoFeatureMode.On && matches.length > 0;
    await scope.em.transactional(async (em) => {
      let aiActivityId: string | null = null;
      if (matches.length > 0)
        aiActivityId = await this.recorder.record(em, schema, {
          task: AiTask.REDACTION,
          provider: 'BUILT_IN',
          model: PERSONAL_DATA_MODEL,
          promptVersion: PERSONAL_DATA_VERSION,
          inputKind: AiInputKind.NOTE,
          inputIds: [note.id, ...people.map((p) => p.id)],
          projectId: note.projectId,
          requestedBy: scope.accountId,
          startedAt,
          finishedAt: new Date(),
          outputChars: matches.reduce((sum, m) => sum + m.text.length, 0),
        });
      await this.repository.replacePending(
        em,
        schema,
        note.id,
        matches.map((m) => ({
          id: randomUUID(),
          kind: m.kind,
          text: m.text,
          startOffset: m.startOffset,
          endOffset: m.endOffset,
          aiActivityId: aiActivityId as string,
          review: apply ? 'Accepted' : null,
          by: apply ? scope.accountId : null,
        })),
      );
    });
    if (apply) await this.notes.update(scope, { id: note.id, content: redactText(note.content, matches) });
    await runs.saveHash(hash);
    return apply ? 'redacted' : 'done';
  }

  private async requireAi(scope: WorkspaceScope): Promise<void> {
    if (!(await this.settings.availability(scope)).generativeAiEnabled) throw aiErrors.generativeAiOff();
  }

  /** Reviewing needs a contributor with edit permission on the note's project, outside read-only mode. */
  private async reviewRefusal(scope: WorkspaceScope, projectId: string): Promise<string | null> {
    if (!roleSatisfies(scope.role, Role.CONTRIBUTOR)) return redactionStrings.noEditPermission;
    const role = await scope.projects.roleIn(projectId);
    if (!role || !roleSatisfies(role, Role.CONTRIBUTOR)) return redactionStrings.noEditPermission;
    if ((await this.settings.availability(scope)).readOnly) return redactionStrings.readOnly;
    return null;
  }
}
