import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { filterStrings as strings } from '../strings';
import type { FilterCombinator, FilterForm, FilterRow } from '../types/FilterForm';
import type { FilterOptions } from '../types/FilterOptions';
import type { RowProblem } from '../utils/compileFilter';
import { isDroppedRow } from '../utils/compileFilter';
import { newFilterRow } from '../utils/parseFilterForm';
import { FilterRowEditor } from './FilterRowEditor';

/**
 * The filter form (spec 000 §3): rows of field, condition and value, combined with And or Or. It
 * holds no state of its own beyond which row to focus: the page keeps the form (in its address) and
 * compiles it; `problems` and `sendable` are that compile's answer, shown on the rows.
 */
export function FilterBuilder({
  form,
  options,
  problems,
  sendable,
  onChange,
}: {
  form: FilterForm;
  options: FilterOptions;
  problems: Record<string, RowProblem>;
  sendable: boolean;
  onChange: (form: FilterForm) => void;
}) {
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const visible = form.rows.filter((row) => !row.hidden);
  const setRow = (next: FilterRow) =>
    onChange({ ...form, rows: form.rows.map((row) => (row.id === next.id ? next : row)) });
  const addRow = () => {
    const row = newFilterRow();
    setFocusRow(row.id);
    onChange({ ...form, rows: [...form.rows, row] });
  };
  const setCombinator = (combinator: FilterCombinator | null) => {
    if (combinator) onChange({ ...form, combinator });
  };

  return (
    <Stack component="section" aria-label={strings.builderLabel} spacing={1} data-testid="filter-builder">
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h2">
          {strings.heading}
        </Typography>
        {visible.length > 1 ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={form.combinator}
            onChange={(_event, value: FilterCombinator | null) => setCombinator(value)}
            aria-label={strings.combinatorLabel}
          >
            {(['And', 'Or'] as const).map((combinator) => (
              <ToggleButton key={combinator} value={combinator} title={strings.combinatorHelp[combinator]}>
                {strings.combinators[combinator]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      {visible.length > 0 ? (
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }}>
          {visible.map((row, index) => (
            <FilterRowEditor
              key={row.id}
              row={row}
              index={index + 1}
              lead={index === 0 ? strings.where : strings.combinators[form.combinator]}
              options={options}
              // An empty row is dropped, not a problem; say so only of rows that stay.
              problem={isDroppedRow(row) ? null : (problems[row.id] ?? null)}
              autoFocus={row.id === focusRow}
              onChange={setRow}
              onRemove={() => onChange({ ...form, rows: form.rows.filter((other) => other.id !== row.id) })}
            />
          ))}
        </Stack>
      ) : null}
      {!sendable ? (
        <Alert severity="info" data-testid="filter-not-applied">
          {strings.notApplied[form.combinator]}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button size="small" startIcon={<AddIcon />} onClick={addRow}>
          {strings.addRow}
        </Button>
        {visible.length > 0 ? (
          <Button
            size="small"
            color="inherit"
            onClick={() => onChange({ ...form, rows: form.rows.filter((r) => r.hidden) })}
          >
            {strings.clearRows}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
