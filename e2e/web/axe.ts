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
  await settleTransitions(page);
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

/**
 * Finish every running CSS transition and animation. MUI fades a chip's colours over 300 ms, and axe
 * measuring contrast half-way (white text on a still-grey chip) reports a colour no reader sees once
 * the page has settled.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An infinite animation (a spinner) cannot finish; its colours do not change, so leave it.
      }
    }
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
