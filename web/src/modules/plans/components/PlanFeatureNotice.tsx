import { usePlanUpgrade } from '../hooks/usePlanUpgrade';
import { planStrings } from '../strings';
import { PlanLimitAlert } from './PlanLimitAlert';

/**
 * The upgrade prompt at the top of a page whose settings the plan does not include (the security
 * and authentication pages), before anyone tries to save: the same words and way to the plans as a
 * refused save (members meet the refusal when they save). Managers only (the plan is theirs to read);
 * nothing with the flag on or billing off.
 */
export function PlanFeatureNotice({ flag }: { flag: string }) {
  const upgrade = usePlanUpgrade(flag);
  if (!upgrade) return null;
  const feature = planStrings.featureNames[flag] ?? flag;
  return (
    <div data-testid="plan-feature-notice">
      <PlanLimitAlert
        message={planStrings.featureNotIncluded(upgrade.planName, feature, upgrade.upgradeName)}
        refusal={{
          planLimit: flag,
          planName: upgrade.planName,
          upgradePlanName: upgrade.upgradeName,
          maximum: null,
          buySeats: false,
          readOnly: false,
          addOnName: null,
        }}
      />
    </div>
  );
}
