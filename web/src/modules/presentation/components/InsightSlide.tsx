import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { InsightDocumentView } from '../../insights/components/InsightDocumentView';
import { PRESENT_INSIGHT_QUERY } from '../operations';
import { presentationStrings as strings } from '../strings';
import type { Slide } from '../types/Slide';
import { presentationHighlightSource } from '../utils/presentationHighlightSource';
import { SlideTitle } from './SlideTitle';

/** An insight's slide: its title and its document, highlight cards playing their clips. */
export function InsightSlide({ slide }: { slide: Slide }) {
  const { data, error, loading, refetch } = useGraphqlQuery(PRESENT_INSIGHT_QUERY, { id: slide.id });
  const source = useMemo(() => presentationHighlightSource(), []);
  const insight = data?.insight;
  return (
    <>
      <SlideTitle>{insight?.title ?? slide.title}</SlideTitle>
      {insight && !insight.published ? (
        <Chip size="small" variant="outlined" label={strings.draft} sx={{ mt: -2, mb: 2 }} />
      ) : null}
      {loading && !data ? <LoadingState label={strings.loadingSlide} /> : null}
      {error && !data ? <ErrorAlert error={error} onRetry={refetch} /> : null}
      {insight ? (
        <Box sx={{ fontSize: { md: '1.2rem' } }}>
          <InsightDocumentView
            key={insight.id}
            contentJson={insight.contentJson ?? null}
            content={insight.content}
            source={source}
          />
        </Box>
      ) : null}
    </>
  );
}
