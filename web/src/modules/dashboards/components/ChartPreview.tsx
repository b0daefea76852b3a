import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { SearchInput } from '../../../gql/graphql';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useDebouncedValue } from '../../search/hooks/useDebouncedValue';
import { CHART_PREVIEW_QUERY } from '../operations';
import { dashboardStrings as strings } from '../strings';
import type { ChartType } from '../types/ChartGrouping';
import { ChartView } from './ChartView';

/** Changes settle this long before the preview asks again (a title or words being typed). */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The chart being edited, drawn from its search as it stands, before it is saved: its matches now,
 * as the member sees them. While the next answer loads, the last one stays drawn.
 */
export function ChartPreview({
  title,
  type,
  search,
  waitingFor,
}: {
  title: string;
  type: ChartType;
  /** The chart's search with its filter compiled. */
  search: SearchInput;
  /** What the chart still needs before it can be drawn (a filter row, a score field); null: nothing. */
  waitingFor: string | null;
}) {
  const key = useDebouncedValue(waitingFor ? null : JSON.stringify(search), PREVIEW_DEBOUNCE_MS);
  const input = useMemo(() => (key ? (JSON.parse(key) as SearchInput) : null), [key]);
  const { data, previousData, error, loading } = useGraphqlQuery(
    CHART_PREVIEW_QUERY,
    input ? { search: input } : undefined,
    { skip: !input },
  );
  const answer = data ?? previousData;
  return (
    <Stack spacing={1} role="figure" aria-label={strings.previewAria}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {strings.preview}
          {answer && !waitingFor ? ` · ${strings.matches(answer.chartPreview.total)}` : ''}
        </Typography>
        {loading ? <CircularProgress size={14} aria-hidden /> : null}
      </Stack>
      {waitingFor ? (
        <Typography variant="body2" color="text.secondary">
          {waitingFor}
        </Typography>
      ) : error ? (
        <Alert severity="warning">{errorMessage(error)}</Alert>
      ) : (
        <Box sx={{ height: { xs: 220, sm: 240 }, opacity: loading ? 0.6 : 1 }}>
          {answer ? (
            <ChartView
              chart={{
                title: title || strings.preview,
                type,
                search: JSON.stringify(input ?? {}),
                data: answer.chartPreview,
              }}
            />
          ) : null}
        </Box>
      )}
    </Stack>
  );
}
