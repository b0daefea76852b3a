import type { SummaryFramework } from '../../../gql/graphql';
import { PlanLimitAlert } from '../../plans/components/PlanLimitAlert';
import { usePlanUpgrade } from '../../plans/hooks/usePlanUpgrade';
import { planStrings } from '../../plans/strings';
import { aiStrings } from '../strings';
import { type FrameworkPlanAccess, frameworkAllowed, frameworkFlag } from '../utils/frameworkAccess';

/**
 * The upgrade prompt under a framework picker whose plan leaves some frameworks out (spec 001 §3
 * allowAiAdvancedSummaries, allowWorkspaceCustomPrompt): the shared plan-limit alert, with the plan
 * that lifts it and the way to the plans for managers; one alert naming both when both are missing.
 * Nothing when the plan allows every framework.
 */
export function FrameworkPlanPrompt({
  frameworks,
  access,
}: {
  frameworks: { framework: SummaryFramework }[];
  access: FrameworkPlanAccess | undefined;
}) {
  const missing = new Set(
    frameworks.filter((f) => !frameworkAllowed(f.framework, access)).map((f) => frameworkFlag(f.framework)),
  );
  const advanced = missing.has('allowAiAdvancedSummaries');
  const custom = missing.has('allowWorkspaceCustomPrompt');
  // Read for managers only (null for others, who are told to ask a manager).
  const advancedUpgrade = usePlanUpgrade('allowAiAdvancedSummaries')?.upgradeName ?? null;
  const customUpgrade = usePlanUpgrade('allowWorkspaceCustomPrompt')?.upgradeName ?? null;
  if (!advanced && !custom) return null;
  const message =
    advanced && custom
      ? `${aiStrings.advancedAndCustomNotInPlan}${
          advancedUpgrade && customUpgrade
            ? ` ${aiStrings.upgradeForBoth(advancedUpgrade, customUpgrade)}`
            : ''
        }`
      : withUpgrade(
          advanced ? aiStrings.advancedFrameworksNotInPlan : aiStrings.customPromptNotInPlan,
          advanced ? advancedUpgrade : customUpgrade,
        );
  return (
    <div data-testid="framework-plan-prompt">
      <PlanLimitAlert
        message={message}
        refusal={{
          planLimit: advanced ? 'allowAiAdvancedSummaries' : 'allowWorkspaceCustomPrompt',
          planName: '',
          upgradePlanName: advanced ? advancedUpgrade : customUpgrade,
          maximum: null,
          buySeats: false,
          readOnly: false,
          addOnName: null,
        }}
      />
    </div>
  );
}

/** A plan prompt's sentence, and the plan that lifts it when known. */
function withUpgrade(message: string, upgrade: string | null): string {
  return upgrade ? `${message} ${planStrings.upgradeTo(upgrade)}` : message;
}
