import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { WorkspacePlanQuery } from '../../../gql/graphql';
import { planStrings } from '../strings';

type Offered = WorkspacePlanQuery['workspacePlan']['offeredPlans'][number];

const COMPARED_MAXIMA = [
  'maxProjects',
  'maxProjectCategories',
  'maxChannels',
  'maxWorkspaceTagBoards',
  'maxMonthlyTranscriptionMinutes',
  'maxQuantity',
];

/** The row names stay in view while a phone scrolls the plans sideways. */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 140,
} as const;

/**
 * The offered plans side by side: their maxima, then their features; the current plan marked, one
 * plan highlighted (the one that unlocks a feature asked for) and, when given, an action under each.
 */
export function PlanComparison({
  plans,
  current,
  highlight,
  highlightLabel,
  renderAction,
}: {
  plans: Offered[];
  current: string;
  highlight?: string | null;
  highlightLabel?: string;
  renderAction?: (plan: Offered) => ReactNode;
}) {
  const marked = (reference: string) =>
    reference === highlight
      ? { bgcolor: 'action.selected', borderLeft: 2, borderRight: 2, borderColor: 'primary.main' }
      : {};
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={planStrings.compareTitle} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={STICKY} />
            {plans.map((p) => (
              <TableCell
                key={p.reference}
                align="center"
                sx={{ verticalAlign: 'top', ...marked(p.reference) }}
                data-highlighted={p.reference === highlight ? 'true' : undefined}
              >
                <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
                {p.reference === current ? (
                  <Chip size="small" color="primary" label={planStrings.current} sx={{ mt: 0.5 }} />
                ) : null}
                {p.reference === highlight && highlightLabel ? (
                  <Chip size="small" color="secondary" label={highlightLabel} sx={{ mt: 0.5 }} />
                ) : null}
                {renderAction ? <div style={{ marginTop: 8 }}>{renderAction(p)}</div> : null}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {COMPARED_MAXIMA.map((name) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={STICKY}>
                {planStrings.maximumNames[name]}
              </TableCell>
              {plans.map((p) => {
                const value = p.maxima.find((m) => m.name === name)?.maximum;
                return (
                  <TableCell key={p.reference} align="center" sx={marked(p.reference)}>
                    {value === null || value === undefined ? planStrings.unlimited : value.toLocaleString()}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
          {Object.entries(planStrings.featureNames).map(([flag, label]) => (
            <TableRow key={flag}>
              <TableCell component="th" scope="row" sx={STICKY}>
                {label}
              </TableCell>
              {plans.map((p) => {
                const on = p.flags.find((f) => f.name === flag)?.enabled ?? false;
                return (
                  <TableCell key={p.reference} align="center" sx={marked(p.reference)}>
                    {on ? (
                      <CheckIcon color="success" fontSize="small" titleAccess={planStrings.included} />
                    ) : (
                      <RemoveIcon color="disabled" fontSize="small" titleAccess={planStrings.notIncluded} />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
