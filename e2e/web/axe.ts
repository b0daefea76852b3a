import { source } from 'axe-core';
import type { Page } from 'playwright-core';

/** One accessibility violation as axe-core reports it, kept short for a readable test failure. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The serious and critical axe-core violations of the page as it is now. axe is evaluated through
 * the DevTools protocol, which the page's Content-Security-Policy does not block.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  });
}

/** A readable failure message: which rule, how bad, where. */
export function describeViolations(label: string, violations: AxeViolation[]): string {
  return violations
    .map(
      (v) => `${label}: [${v.impact}] ${v.id} — ${v.help}\n    at ${v.targets.slice(0, 5).join('\n    at ')}`,
    )
    .join('\n');
}
