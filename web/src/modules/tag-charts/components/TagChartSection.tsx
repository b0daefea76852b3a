import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { Suspense, lazy, useRef, useState } from 'react';
import type { TagChartMetric, TagChartType, UpdateTagChartInput } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { TAG_CHART_QUERY, UPDATE_TAG_CHART_MUTATION } from '../operations';
import { tagChartStrings as strings } from '../strings';
import { downloadBlob, fileNameOf } from '../../common/utils/downloadFile';
import { svgToPng } from '../../common/utils/svgToPng';
import { chartData } from '../utils/chartItems';
import { tagChartCsv } from '../utils/tagChartCsv';
import { TagChartMenu } from './TagChartMenu';

// The charts library is large: it loads when a chart is first drawn, not with the project page.
const TagChartCanvas = lazy(() => import('./TagChartCanvas').then((m) => ({ default: m.TagChartCanvas })));

const METRICS: TagChartMetric[] = ['HIGHLIGHT_COUNT', 'NOTE_COUNT', 'TEXT_VOLUME'];
const TYPES: TagChartType[] = ['BAR', 'RADAR', 'PIE', 'TREEMAP'];

/**
 * A project's tag chart (spec 000 §3 chart options): how many highlights, notes or characters each
 * tag has, drawn as bar, radar, pie or treemap, with tag groups collapsed into one item and items
 * hidden. The options are saved for the project; the figures follow live changes (the shell's live
 * refresh asks again when a highlight is tagged).
 */
export function TagChartSection({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { data, error, loading, refetch } = useGraphqlQuery(TAG_CHART_QUERY, { projectId });
  const [update, saving] = useGraphqlMutation(UPDATE_TAG_CHART_MUTATION);
  const drawing = useRef<HTMLDivElement>(null);
  const [pngFailed, setPngFailed] = useState(false);
  const chart = data?.tagChart;
  if (loading && !chart) return <LoadingState />;
  if (!chart) return <ErrorAlert error={error} onRetry={refetch} />;

  const change = async (fields: Omit<UpdateTagChartInput, 'projectId'>) => {
    if (await update({ input: { projectId, ...fields } })) await refetch();
  };
  const points = chartData(chart, strings.groupItem);
  const anyCounted = chart.items.some((item) => item.highlightCount > 0);
  const visibleCounted = points.some((point) => point.value > 0);
  const fileName = strings.fileName(strings.metrics[chart.metric].toLowerCase());
  const drawn = anyCounted && visibleCounted;
  const downloadPng = async () => {
    // nivo draws one SVG per chart; a tooltip, when shown, is HTML beside it.
    const svg = drawing.current?.querySelector('svg');
    if (!svg) return;
    try {
      setPngFailed(false);
      // The image names what it shows and lists every item whole (axis labels may be cut).
      const caption = {
        title: strings.title,
        subtitle: strings.metrics[chart.metric],
        legend: points.map((point) => ({
          label: point.label,
          value: String(point.value),
          color: point.color,
        })),
      };
      downloadBlob(await svgToPng(svg, caption), fileNameOf(fileName, 'png'));
    } catch {
      setPngFailed(true);
    }
  };
  const downloadCsv = () =>
    downloadBlob(
      new Blob(
        [
          tagChartCsv(
            chart,
            points.map((point) => point.id),
          ),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      fileNameOf(fileName, 'csv'),
    );
  const hideable = chart.items.map((item) => ({
    id: item.id,
    label: item.kind === 'GROUP' ? strings.groupItem(item.title) : item.title,
  }));

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={strings.title}
      sx={{ p: 2, mb: 3 }}
      data-testid="tag-chart"
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {strings.title}
        </Typography>
        <TextField
          select
          size="small"
          id={`tag-chart-metric-${projectId}`}
          label={strings.metricLabel}
          value={chart.metric}
          disabled={!editable || saving.loading}
          onChange={(event) => void change({ metric: event.target.value as TagChartMetric })}
          sx={{ minWidth: 160 }}
        >
          {METRICS.map((metric) => (
            <MenuItem key={metric} value={metric}>
              {strings.metrics[metric]}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={chart.type}
          disabled={!editable || saving.loading}
          onChange={(_event, type: TagChartType | null) => {
            if (type) void change({ type });
          }}
          aria-label={strings.typeLabel}
        >
          {TYPES.map((type) => (
            <ToggleButton key={type} value={type}>
              {strings.types[type]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TagChartMenu
          canDownloadPng={drawn}
          onDownloadPng={() => void downloadPng()}
          onDownloadCsv={downloadCsv}
        />
      </Stack>
      {editable ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          {chart.groups.length > 0 ? (
            <Autocomplete
              multiple
              size="small"
              options={chart.groups}
              value={chart.groups.filter((group) => group.collapsed)}
              onChange={(_event, groups) =>
                void change({ collapsedGroupIds: groups.map((group) => group.id) })
              }
              getOptionLabel={(group) => strings.groupOption(group.title, group.boardTitle)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField {...params} label={strings.collapsedLabel} helperText={strings.collapsedHelp} />
              )}
              sx={{ minWidth: 260, flex: '1 1 260px' }}
            />
          ) : null}
          <Autocomplete
            multiple
            size="small"
            options={hideable}
            value={hideable.filter((item) => chart.hiddenItemIds.includes(item.id))}
            onChange={(_event, items) => void change({ hiddenItemIds: items.map((item) => item.id) })}
            getOptionLabel={(item) => item.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={strings.hiddenLabel} />}
            sx={{ minWidth: 260, flex: '1 1 260px' }}
          />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {strings.readOnly}
        </Typography>
      )}
      <ErrorAlert error={saving.error} />
      {pngFailed ? (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setPngFailed(false)}>
          {strings.downloadFailed}
        </Alert>
      ) : null}
      {!anyCounted ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {strings.empty}
        </Typography>
      ) : !visibleCounted ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {strings.allHidden}
        </Typography>
      ) : (
        <div ref={drawing}>
          <Suspense fallback={<LoadingState />}>
            <TagChartCanvas data={points} type={chart.type} metric={chart.metric} />
          </Suspense>
        </div>
      )}
    </Paper>
  );
}
