import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkspacePlanQuery } from '../../../gql/graphql';
import { planStrings } from '../strings';

type Usage = WorkspacePlanQuery['workspacePlan']['usage'][number];

/** How a maximum reads: "3 of 5", "3 (unlimited)", "10,000" or "Unlimited" (numbers grouped as the comparison's). */
function usageLabel(u: Usage): string {
  if (u.maximum === null || u.maximum === undefined)
    return u.used === null || u.used === undefined
      ? planStrings.unlimited
      : planStrings.usedUnlimited(u.used);
  return u.used === null || u.used === undefined
    ? u.maximum.toLocaleString()
    : planStrings.usage(u.used, u.maximum);
}

/** Each maximum of the plan: the counted ones with a bar of how much is used, first. */
export function PlanUsageList({ usage }: { usage: Usage[] }) {
  const withCounts = usage.filter((u) => u.used !== null && u.used !== undefined);
  const others = usage.filter((u) => u.used === null || u.used === undefined);
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {[...withCounts, ...others].map((u) => {
        const counted = u.used !== null && u.used !== undefined;
        const full = counted && u.maximum !== null && u.maximum !== undefined && (u.used ?? 0) >= u.maximum;
        return (
          <Box component="li" key={u.name}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography>{planStrings.maximumNames[u.name] ?? u.name}</Typography>
              <Typography
                color={full ? 'warning.main' : 'text.secondary'}
                sx={{ fontWeight: full ? 700 : 400 }}
              >
                {usageLabel(u)}
              </Typography>
            </Stack>
            {u.maximum && u.used !== null && u.used !== undefined ? (
              <UsageMeter
                label={planStrings.maximumNames[u.name] ?? u.name}
                used={u.used}
                maximum={u.maximum}
                full={full}
              />
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/** How much of a maximum is used: a meter (not a progress bar: nothing is loading). */
function UsageMeter({
  label,
  used,
  maximum,
  full,
}: {
  label: string;
  used: number;
  maximum: number;
  full: boolean;
}) {
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={maximum}
      aria-valuenow={used}
      sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.selected', overflow: 'hidden' }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${Math.min(100, (used / maximum) * 100)}%`,
          bgcolor: full ? 'warning.main' : 'primary.main',
        }}
      />
    </Box>
  );
}
