import {
  MAX_LENGTH,
  MIN_SUMMARY_SOURCE_WORDS,
  Role,
  SummaryUnavailableReason,
  roleSatisfies,
} from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { aiErrors } from '../ai.errors';
import type { AiAvailability, AiSettingsService } from '../settings/ai-settings.service';
import { wordCount } from './note-sentences.util';
import type { StoredSummaryFields, SummaryTable } from './summary-tables.repository';

/**
 * The rules every summary (a note's, an insight's) follows, so both say the same thing the same way.
 * Refuses every summary call when generative AI or summarisation is off for the workspace.
 */
export async function requireSummaries(
  settings: AiSettingsService,
  scope: WorkspaceScope,
): Promise<AiAvailability> {
  const availability = await settings.availability(scope);
  if (!availability.generativeAiEnabled) throw aiErrors.generativeAiOff();
  if (!availability.summariesEnabled) throw aiErrors.summarisationOff();
  return availability;
}

/** Why this member may not change a summary in the project, in the spec's order of reasons (null: they may). */
export async function summaryWriteRefusal(
  scope: WorkspaceScope,
  projectId: string,
  availability: AiAvailability,
): Promise<SummaryUnavailableReason | null> {
  if (scope.role === Role.VIEWER) return SummaryUnavailableReason.VIEWER;
  const role = await scope.projects.roleIn(projectId);
  if (!role || !roleSatisfies(role, Role.CONTRIBUTOR)) return SummaryUnavailableReason.NO_EDIT_PERMISSION;
  if (availability.readOnly) return SummaryUnavailableReason.READ_ONLY_MODE;
  return null;
}

/**
 * Why a summary panel (a note's Summary tab, an insight's section) offers this member no generation:
 * they may not change the summary, or `text` is too short to summarise; null: it offers one.
 */
export async function summaryPanelRefusal(
  scope: WorkspaceScope,
  projectId: string,
  text: string,
  availability: AiAvailability,
): Promise<SummaryUnavailableReason | null> {
  return (
    (await summaryWriteRefusal(scope, projectId, availability)) ??
    (wordCount(text) < MIN_SUMMARY_SOURCE_WORDS ? SummaryUnavailableReason.NOT_ENOUGH_CONTENT : null)
  );
}

/**
 * A member with edit permission rewrites a summary by hand (the spec's 10240 characters at most):
 * `find` loads what it summarises (refusing what the member cannot read), `edited` records its event
 * in the same transaction. Refused with the spec's reasons; no summary yet: nothing to edit.
 */
export async function editSummary<Row extends StoredSummaryFields>(
  settings: AiSettingsService,
  table: SummaryTable<Row>,
  scope: WorkspaceScope,
  content: string,
  find: () => Promise<{ id: string; projectId: string }>,
  edited: (em: EntityManager, target: { id: string; projectId: string }) => Promise<void>,
): Promise<Row> {
  const availability = await requireSummaries(settings, scope);
  if (scope.role === Role.VIEWER) throw aiErrors.unavailable(SummaryUnavailableReason.VIEWER);
  if (content.length > MAX_LENGTH.noteSummary) throw aiErrors.summaryTooLong();
  const target = await find();
  const refusal = await summaryWriteRefusal(scope, target.projectId, availability);
  if (refusal) throw aiErrors.unavailable(refusal);
  const schema = scope.workspace.schemaName;
  return scope.em.transactional(async (em) => {
    await table.lockOwner(em, schema, target.id);
    const saved = await table.saveEdited(em, schema, target.id, {
      content: content.trim(),
      editedBy: scope.accountId,
    });
    if (!saved) throw aiErrors.noSummaryToEdit();
    await edited(em, target);
    return (await table.find(em, schema, target.id)) as Row;
  });
}
