import BarChartIcon from '@mui/icons-material/BarChart';
import NumbersIcon from '@mui/icons-material/Numbers';
import PieChartIcon from '@mui/icons-material/PieChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo, useState } from 'react';
import type { SearchInput, SearchObjectType } from '../../../gql/graphql';
import { FilterBuilder } from '../../filters/components/FilterBuilder';
import { useCompiledFilter } from '../../filters/hooks/useCompiledFilter';
import type { FilterForm } from '../../filters/types/FilterForm';
import type { FilterCustomField } from '../../filters/types/FilterOptions';
import { useSearchFilterOptions } from '../../search/hooks/useSearchFilterOptions';
import { DialogForm } from '../../common/components/DialogForm';
import { commonStrings } from '../../common/strings';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { searchStrings } from '../../search/strings';
import { CREATE_CHART_MUTATION, UPDATE_CHART_MUTATION } from '../operations';
import { dashboardStrings as strings } from '../strings';
import {
  type ChartGroupBy,
  type ChartType,
  type DashboardChart,
  GROUPINGS_BY_TYPE,
  SEGMENT_GROUPINGS,
  type SearchDateInterval,
  type SearchGroupFn,
} from '../types/ChartGrouping';
import { chartFormOf, withChartFilter } from '../utils/chartFilterForm';
import { defaultScoreFieldIn, scoreFieldsOf } from '../utils/scoreFields';
import { ChartPreview } from './ChartPreview';
import {
  NEW_CHART_SEARCH,
  groupingOf,
  parseChartSearch,
  topKOf,
  valueChoiceOf,
  withGrouping,
  withValueChoice,
} from '../utils/chartSearch';
import { addChartInCache } from '../utils/addChartInCache';

const TITLE_MAX = 300;
const TYPE_ICONS: Record<ChartType, ReactNode> = {
  LINE: <ShowChartIcon fontSize="small" />,
  BAR: <BarChartIcon fontSize="small" />,
  PIE: <PieChartIcon fontSize="small" />,
  CALLOUT: <NumbersIcon fontSize="small" />,
};
/** The kinds of items a chart can count today (the others of spec 000 §2 are not in the product yet). */
const COUNTABLE: SearchObjectType[] = [
  'HIGHLIGHT',
  'NOTE',
  'INSIGHT',
  'PROJECT',
  'TAG',
  'PERSON',
  'CHANNEL_DATAPOINT',
];
const HISTOGRAM_INTERVALS: SearchDateInterval[] = ['day', 'week', 'month', 'quarter', 'year'];
const PERIODS: SearchDateInterval[] = ['day', 'week', 'month', 'quarter', 'year'];
const TOP_K = [5, 10, 20, 50, 100];
const EVERYTHING = 'everything';
/** The functions that read a score field, and the field types each suits (CSAT: a 1–5 rating). */
const FIELD_FNS: { fn: SearchGroupFn; types: readonly string[] }[] = [
  { fn: 'AVG', types: ['NUMBER', 'NPS'] },
  { fn: 'SUM', types: ['NUMBER', 'NPS'] },
  { fn: 'MAX', types: ['NUMBER', 'NPS'] },
  { fn: 'MIN', types: ['NUMBER', 'NPS'] },
  { fn: 'NPS', types: ['NPS'] },
  { fn: 'CSAT', types: ['NUMBER'] },
];

/** Every "Show" choice: counts, then each function over each score field ("Average of Seats"). */
function valueChoices(scoreFields: readonly FilterCustomField[], current: string) {
  const choices = [
    { value: 'COUNT', label: strings.groupFns.COUNT },
    { value: 'PERCENT', label: strings.groupFns.PERCENT },
    ...scoreFields.flatMap((field) =>
      FIELD_FNS.filter((entry) => entry.types.includes(field.type)).map((entry) => ({
        value: `${entry.fn}:${field.id}`,
        label: strings.groupFnOf(entry.fn, field.label),
      })),
    ),
  ];
  // A chart on a field deleted since still says what it shows.
  if (!choices.some((choice) => choice.value === current)) {
    const fn = current.split(':')[0] as SearchGroupFn;
    choices.push({ value: current, label: strings.groupFnOf(fn, strings.deletedField) });
  }
  return choices;
}

/**
 * Creates a chart on a dashboard or edits one: title, type, what it counts, what it groups by,
 * count or percentage, and the search filters (spec 000 §3). The API checks it as a search, and
 * its refusal shows here without closing.
 */
export function ChartEditorDialog({
  dashboardId,
  chart,
  onClose,
}: {
  dashboardId: string;
  /** The chart to edit; null to create one. */
  chart: DashboardChart | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [title, setTitle] = useState(chart?.title ?? '');
  const [type, setType] = useState<ChartType>(chart?.type ?? 'BAR');
  const [search, setSearch] = useState<SearchInput>(() =>
    chart ? parseChartSearch(chart.search) : NEW_CHART_SEARCH,
  );
  const [form, setForm] = useState<FilterForm>(() => chartFormOf(chart?.filterForm, search));
  const options = useSearchFilterOptions();
  const customFields = options.filterOptions.customFields;
  const compiled = useCompiledFilter(form, customFields);
  const counted = search.types?.length === 1 ? search.types[0] : EVERYTHING;
  const scoreFields = useMemo(() => scoreFieldsOf(customFields, counted), [customFields, counted]);
  // A new chart ends its cached dashboard; an edit's answer is the chart, with its data.
  const [create, creating] = useGraphqlMutation(CREATE_CHART_MUTATION, { update: addChartInCache });
  const [update, updating] = useGraphqlMutation(UPDATE_CHART_MUTATION);
  const grouping = groupingOf(search);
  const topK = topKOf(search);

  const segments = SEGMENT_GROUPINGS.includes(grouping.groupBy);
  const valueChoice = valueChoiceOf(search);
  const defaultScoreField = (groupBy: ChartGroupBy) => defaultScoreFieldIn(scoreFields, groupBy);
  const setGrouping = (
    groupBy: ChartGroupBy,
    interval = grouping.interval,
    scoreField = grouping.groupBy === groupBy ? grouping.scoreField : defaultScoreField(groupBy),
  ) =>
    setSearch((current) => {
      const next = withGrouping(current, { groupBy, interval, scoreField }, topKOf(current));
      // Segments are shares of the scores: the function does not apply to them.
      return SEGMENT_GROUPINGS.includes(groupBy) ? { ...next, groupFn: 'COUNT', groupFnField: null } : next;
    });
  /**
   * Counts another kind of item. People have scores of their own fields, the rest of notes' and
   * insights' fields: a score field the new kind has none of gives way to its first one (segments)
   * or to a count (a function over a field).
   */
  const withCounted = (current: SearchInput, next: string): SearchInput => {
    const counting = { ...current, types: next === EVERYTHING ? null : [next as SearchObjectType] };
    const fields = scoreFieldsOf(customFields, next);
    const has = (id: string | null | undefined) => fields.some((field) => field.id === id);
    const now = groupingOf(current);
    if (SEGMENT_GROUPINGS.includes(now.groupBy) && !has(now.scoreField)) {
      const field = defaultScoreFieldIn(fields, now.groupBy);
      return withGrouping(counting, { ...now, scoreField: field }, topKOf(current));
    }
    return current.groupFnField && !has(String(current.groupFnField))
      ? withValueChoice(counting, 'COUNT')
      : counting;
  };
  const changeType = (next: ChartType) => {
    setType(next);
    const allowed = GROUPINGS_BY_TYPE[next];
    if (!allowed.includes(grouping.groupBy)) setGrouping(allowed[0]);
  };
  const autoTitle = () => {
    const what = counted === EVERYTHING ? searchStrings.tabs.everything : tabOf(counted);
    return `${what} ${strings.untitledChart(grouping.groupBy).toLowerCase()}`;
  };

  const submit = async () => {
    const input = {
      title: title.trim() || autoTitle(),
      type,
      search: withChartFilter(search, compiled),
      filterForm: JSON.stringify(form),
    };
    const saved = chart
      ? await update({ input: { id: chart.id, ...input } })
      : await create({ input: { dashboardId, ...input } });
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogForm
        title={chart ? strings.editChart : strings.newChart}
        error={creating.error ?? updating.error}
        busy={creating.loading || updating.loading}
        canSubmit={compiled.sendable && (!segments || Boolean(grouping.scoreField))}
        submitLabel={strings.saveChart}
        busyLabel={strings.saving}
        onSubmit={submit}
        onCancel={onClose}
      >
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={strings.chartTitleLabel}
            value={title}
            placeholder={autoTitle()}
            onChange={(event) => setTitle(event.target.value)}
            autoFocus
            fullWidth
            helperText={commonStrings.charactersUsed(title.length, TITLE_MAX)}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX }, inputLabel: { shrink: true } }}
          />
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary" id="chart-type-label">
              {strings.chartTypeLabel}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={type}
              onChange={(_event, next: ChartType | null) => (next ? changeType(next) : undefined)}
              aria-labelledby="chart-type-label"
              sx={{ flexWrap: 'wrap' }}
            >
              {(Object.keys(strings.chartTypes) as ChartType[]).map((option) => (
                <ToggleButton key={option} value={option} sx={{ gap: 0.75, px: 2 }}>
                  {TYPE_ICONS[option]}
                  {strings.chartTypes[option]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label={strings.countLabel}
              value={counted}
              onChange={(event) => setSearch((current) => withCounted(current, event.target.value))}
              sx={{ flex: 1 }}
            >
              <MenuItem value={EVERYTHING}>{strings.countEverything}</MenuItem>
              {COUNTABLE.map((option) => (
                <MenuItem key={option} value={option}>
                  {tabOf(option)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={strings.groupByLabel}
              value={grouping.groupBy}
              onChange={(event) => setGrouping(event.target.value as ChartGroupBy)}
              sx={{ flex: 1 }}
            >
              {GROUPINGS_BY_TYPE[type].map((option) => (
                <MenuItem key={option} value={option}>
                  {strings.groupBy[option]}
                </MenuItem>
              ))}
            </TextField>
            {grouping.groupBy === 'date' || grouping.groupBy === 'period' ? (
              <TextField
                select
                size="small"
                label={grouping.groupBy === 'date' ? strings.intervalLabel : strings.periodLabel}
                value={grouping.interval}
                onChange={(event) => setGrouping(grouping.groupBy, event.target.value as SearchDateInterval)}
                sx={{ flex: 1 }}
              >
                {(grouping.groupBy === 'date' ? HISTOGRAM_INTERVALS : PERIODS).map((option) => (
                  <MenuItem key={option} value={option}>
                    {strings.intervals[option]}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {segments ? (
              <TextField
                select
                size="small"
                label={strings.scoreFieldLabel}
                value={grouping.scoreField ?? ''}
                onChange={(event) => setGrouping(grouping.groupBy, grouping.interval, event.target.value)}
                helperText={scoreFields.length === 0 ? strings.noScoreFields : undefined}
                sx={{ flex: 1 }}
              >
                {scoreFields.map((field) => (
                  <MenuItem key={field.id} value={field.id}>
                    {field.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {!segments &&
            grouping.groupBy !== 'date' &&
            grouping.groupBy !== 'period' &&
            grouping.groupBy !== 'sentiment' ? (
              <TextField
                select
                size="small"
                label={strings.topKLabel}
                value={topK ?? 10}
                onChange={(event) =>
                  setSearch((current) => withGrouping(current, grouping, Number(event.target.value)))
                }
                sx={{ flex: 1 }}
              >
                {TOP_K.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {segments ? null : (
              <TextField
                select
                size="small"
                label={strings.valueLabel}
                value={valueChoice}
                onChange={(event) => setSearch((current) => withValueChoice(current, event.target.value))}
                sx={{ flex: 1.4 }}
              >
                {valueChoices(scoreFields, valueChoice).map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          <ChartPreview
            title={title.trim() || autoTitle()}
            type={type}
            search={withChartFilter(search, compiled)}
            waitingFor={
              !compiled.sendable
                ? strings.previewWaitsForFilter
                : segments && !grouping.scoreField
                  ? strings.previewWaitsForScoreField
                  : null
            }
          />
          <Divider />
          <FilterBuilder
            form={form}
            options={options.filterOptions}
            problems={compiled.problems}
            sendable={compiled.sendable}
            onChange={setForm}
          />
          <TextField
            size="small"
            label={strings.wordsLabel}
            value={search.query?.value ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setSearch((current) => ({
                ...current,
                query: value.trim()
                  ? { method: current.query?.method ?? 'FULL_TEXT', value, titleOnly: false }
                  : null,
              }));
            }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogForm>
    </Dialog>
  );
}

/** What a countable type is called in "Count": the search page's tab names, and data points. */
function tabOf(type: SearchObjectType): string {
  switch (type) {
    case 'NOTE':
      return searchStrings.tabs.notes;
    case 'INSIGHT':
      return searchStrings.tabs.insights;
    case 'PROJECT':
      return searchStrings.tabs.projects;
    case 'TAG':
      return searchStrings.tabs.tags;
    case 'PERSON':
      return searchStrings.tabs.people;
    case 'CHANNEL_DATAPOINT':
      return strings.countDatapoints;
    default:
      return searchStrings.tabs.highlights;
  }
}
