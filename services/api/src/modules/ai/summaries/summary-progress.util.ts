import type { SummaryFramework } from '@fieldnote/core';
import { FRAMEWORK_TEMPLATES } from './framework-templates';

/**
 * How far a summary is, in percent, from the text written so far: the framework's sections begun
 * (its `## ` headings) of all its sections, between 5 (started) and 95 (every section begun: the
 * last may still be growing); 100 is only said when the summary is stored.
 */
export function summaryProgress(text: string, framework: SummaryFramework): number {
  const total = FRAMEWORK_TEMPLATES[framework].sections.length;
  const begun = text.split('\n').filter((line) => line.startsWith('## ')).length;
  return 5 + Math.round((90 * Math.min(begun, total)) / Math.max(total, 1));
}
