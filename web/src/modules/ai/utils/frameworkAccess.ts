import type { SummaryFramework } from '../../../gql/graphql';

/** The plan flags a summary framework may need (spec 001 §3), as the API's AI settings tell them. */
export type FrameworkFlag = 'allowAiAdvancedSummaries' | 'allowWorkspaceCustomPrompt';

/** What the AI settings say of the frameworks the plan allows. */
export interface FrameworkPlanAccess {
  advancedSummariesAllowed: boolean;
  customPromptAllowed: boolean;
}

/** The frameworks every plan summarises with; CustomPrompt has its own flag, every other is advanced. */
const BASIC: readonly SummaryFramework[] = ['Summary', 'Essential'];

/** The flag a framework needs beyond summaries themselves, or null (the API's summaryFrameworkFlag). */
export function frameworkFlag(framework: SummaryFramework): FrameworkFlag | null {
  if (framework === 'CustomPrompt') return 'allowWorkspaceCustomPrompt';
  return BASIC.includes(framework) ? null : 'allowAiAdvancedSummaries';
}

/** Whether the plan lets members summarise with the framework (true while the settings load). */
export function frameworkAllowed(
  framework: SummaryFramework,
  access: FrameworkPlanAccess | undefined,
): boolean {
  const flag = frameworkFlag(framework);
  if (!flag || !access) return true;
  return flag === 'allowAiAdvancedSummaries' ? access.advancedSummariesAllowed : access.customPromptAllowed;
}

/** The framework a panel starts at: the preferred one if the plan allows it, else the basic Summary. */
export function startingFramework(
  preferred: SummaryFramework,
  access: FrameworkPlanAccess | undefined,
): SummaryFramework {
  return frameworkAllowed(preferred, access) ? preferred : 'Summary';
}
