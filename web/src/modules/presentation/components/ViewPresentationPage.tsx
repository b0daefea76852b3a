import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { itemPaths, itemSegment } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useViewItems } from '../../project-views/hooks/useViewItems';
import { PROJECT_VIEW_QUERY } from '../../project-views/operations';
import { PROJECT_QUERY } from '../../projects/operations';
import { presentationStrings as strings } from '../strings';
import type { Slide } from '../types/Slide';
import { DeckFallback } from './DeckFallback';
import { PresentationFrame } from './PresentationFrame';

/**
 * Spec 000 §2 /projects/{projectId}/v/{viewId}/present and …/present/{insightId}: a saved view's
 * items as slides, in the view's sort and with its saved filter; Esc returns to the view.
 */
export function ViewPresentationPage() {
  const { projectId = '', viewId = '', insightId } = useParams();
  const project = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  const view = useGraphqlQuery(PROJECT_VIEW_QUERY, { id: viewId });
  const items = useViewItems(viewId, null);
  const { page, loadingMore, loadMore } = items;

  // A deck holds the whole view: later pages (100 items each) load behind the first slides.
  useEffect(() => {
    if (page && page.items.length < page.total && !loadingMore) void loadMore();
  }, [page, loadingMore, loadMore]);

  const slides = useMemo<Slide[] | null>(
    () =>
      page?.items.map((item) => ({
        id: item.id,
        kind: item.type,
        title: item.title,
        preview: item.preview,
        tags: item.tags,
      })) ?? null,
    [page],
  );
  const projectRef = project.data?.project ?? { id: projectId, title: '' };
  const viewRef = view.data?.projectView ?? { id: viewId, title: '' };
  const viewPath = `${projectRef.title ? itemPaths.project(projectRef) : `/projects/${projectId}`}/v/${
    viewRef.title ? itemSegment(viewRef) : viewId
  }`;
  return (
    <PresentationFrame
      deckTitle={strings.viewDeck(projectRef.title, viewRef.title)}
      slides={slides && slides.length > 0 ? slides : null}
      slideParam={insightId}
      basePath={`${viewPath}/present`}
      exitPath={viewPath}
      fallback={
        <DeckFallback
          loading={(items.loading || view.loading) && !page}
          error={items.error ?? view.error ?? project.error}
          onRetry={() => void items.refetch()}
          emptyHint={strings.emptyViewHint}
        />
      }
    />
  );
}
