import type { useHighlightTagPicker } from '../hooks/useHighlightTagPicker';
import { TagPicker } from './TagPicker';

/** The keyboard tag picker wired to a highlight's tagging (useHighlightTagPicker); closed until opened. */
export function HighlightTagPicker({ tagging }: { tagging: ReturnType<typeof useHighlightTagPicker> }) {
  return (
    <TagPicker
      // A picker opened on another highlight starts afresh.
      key={tagging.picker?.highlightId ?? 'closed'}
      anchor={tagging.picker?.anchor ?? null}
      tags={tagging.tags}
      appliedIds={tagging.picker?.appliedIds ?? []}
      error={tagging.error}
      onApply={tagging.applyTag}
      onCreate={tagging.createTag}
      onClose={tagging.closePicker}
    />
  );
}
