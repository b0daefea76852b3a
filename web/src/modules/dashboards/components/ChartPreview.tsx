import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { SearchInput } from '../../../gql/graphql';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useDebouncedValue } from '../../search/hooks/useDebouncedValue';
import { CHART_PREVIEW_QUERY } from '../operations';
import { dashboardStrings as strings } from '../strings';
import type { ChartDrawing, ChartType } from '../types/ChartGrouping';
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
  /** What the chart is called: its title, or the one it would be saved under. */
  title: string;
  type: ChartType;
  /** The chart's search with its filter compiled. */
  search: SearchInput;
  /** What the chart still needs before it can be drawn (a filter row, a score field); null: nothing. */
  waitingFor: string | null;
}) {
  // The type goes with the search: a drawing is always of the request its data answered.
  const current = waitingFor ? null : JSON.stringify({ type, search });
  const key = useDebouncedValue(current, PREVIEW_DEBOUNCE_MS);
  const request = useMemo(
    () => (key ? (JSON.parse(key) as { type: ChartType; search: SearchInput }) : null),
    [key],
  );
  const { data, error, loading } = useGraphqlQuery(
    CHART_PREVIEW_QUERY,
    request ? { search: request.search } : undefined,
    { skip: !request },
  );
  // The last answer stays drawn while the next loads; an answer is taken once loaded, when it is
  // the current request's.
  const [drawn, setDrawn] = useState<Omit<ChartDrawing, 'title'> | null>(null);
  useEffect(() => {
    if (data && request && !loading)
      setDrawn({
        type: request.type,
        search: JSON.stringify(request.search),
        data: data.chartPreview,
      });
  }, [data, request, loading]);
  // A change not yet asked (settling) or asked and not answered: the drawing is of the one before.
  const stale = loading || key !== current;
  return (
    <Stack spacing={1} role="figure" aria-label={strings.previewAria}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {strings.preview}
          {drawn && !waitingFor ? ` · ${strings.matches(drawn.data.total)}` : ''}
        </Typography>
        {stale && !waitingFor ? <CircularProgress size={14} aria-hidden /> : null}
      </Stack>
      {waitingFor ? (
        <Typography variant="body2" color="text.secondary">
          {waitingFor}
        </Typography>
      ) : error ? (
        <Alert severity="warning">{errorMessage(error)}</Alert>
      ) : (
        <Box sx={{ height: { xs: 220, sm: 240 }, opacity: stale ? 0.6 : 1 }}>
          {drawn ? <ChartView chart={{ ...drawn, title }} /> : null}
        </Box>
      )}
    </Stack>
  );
}
