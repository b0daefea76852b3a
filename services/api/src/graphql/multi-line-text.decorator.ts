import { Extensions } from '@nestjs/graphql';

/** The field extension that marks an input field as multi-line text (read by the text input check). */
export const MULTI_LINE_TEXT = 'fieldnoteMultiLineText';

/**
 * Marks an input field as multi-line text (note content, summaries, messages): it may hold tabs and
 * line breaks. Every other string input is a single-line name or title, so a new field is held to the
 * stricter rules unless it says otherwise (see text-input-check.ts).
 */
export function MultiLineText(): PropertyDecorator {
  return Extensions({ [MULTI_LINE_TEXT]: true });
}
