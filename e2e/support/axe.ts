import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeFinding {
  rule: string;
  impact: Impact | undefined;
  help: string;
  /** CSS selectors of the offending elements (first few), each with axe's one-line reason. */
  nodes: string[];
}

/**
 * Frames axe cannot run in: sandboxed without scripts (the mail template's preview). axe injects itself
 * there through the DevTools protocol, but its run waits on timers a script-less document never fires, so
 * `analyze()` never answers and every wait of the test after it times out. Their content is a document
 * that cannot run anything (a mail's HTML), not the dashboard's.
 */
export const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** Runs axe-core on the page as it is now, against WCAG 2.1 A and AA (script-less frames left out). */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA_TAGS)
    .exclude(SCRIPTLESS_FRAMES)
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? undefined,
    help: violation.help,
    nodes: violation.nodes
      .slice(0, 5)
      .map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
  }));
}

/** One readable line per finding, for assertion messages and logs. */
export const describeFinding = (finding: AxeFinding): string =>
  `[${finding.impact ?? 'unknown'}] ${finding.rule}: ${finding.help}\n    ${finding.nodes.join('\n    ')}`;

/** Findings a person would be blocked by: axe's "serious" and "critical" impacts. */
export const isBlocking = (finding: AxeFinding): boolean =>
  finding.impact === 'serious' || finding.impact === 'critical';
