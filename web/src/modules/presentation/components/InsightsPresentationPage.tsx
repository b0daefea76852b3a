import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { INSIGHTS_QUERY, PROJECT_QUERY } from '../../projects/operations';
import { presentationStrings as strings } from '../strings';
import type { Slide } from '../types/Slide';
import { DeckFallback } from './DeckFallback';
import { PresentationFrame } from './PresentationFrame';

/**
 * Spec 000 §2 /projects/{projectId}/insights/present and …/present/{insightId}: the project's
 * insights as slides, in the order of the Insights tab; Esc returns to that tab.
 */
export function InsightsPresentationPage() {
  const { projectId = '', insightId } = useParams();
  const project = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  const insights = useGraphqlQuery(INSIGHTS_QUERY, { projectId });
  const slides = useMemo<Slide[] | null>(
    () =>
      insights.data?.insights.map((i) => ({
        id: i.id,
        kind: 'INSIGHT',
        title: i.title,
        preview: null,
        tags: [],
      })) ?? null,
    [insights.data],
  );
  const projectRef = project.data?.project ?? { id: projectId, title: '' };
  const segment = projectRef.title ? itemPaths.project(projectRef) : `/projects/${projectId}`;
  return (
    <PresentationFrame
      deckTitle={strings.insightsDeck(projectRef.title)}
      slides={slides && slides.length > 0 ? slides : null}
      slideParam={insightId}
      basePath={`${segment}/insights/present`}
      exitPath={`${segment}/insights`}
      fallback={
        <DeckFallback
          loading={insights.loading && !insights.data}
          error={insights.error ?? project.error}
          onRetry={() => void insights.refetch()}
          emptyHint={strings.emptyInsightsHint}
        />
      }
    />
  );
}
