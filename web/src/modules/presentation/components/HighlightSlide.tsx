import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { HighlightCardContent } from '../../insights/highlight-card/HighlightCardContent';
import type { CardHighlight } from '../../insights/types/Insight';
import { presentationStrings as strings } from '../strings';
import type { Slide } from '../types/Slide';
import { presentationHighlightSource } from '../utils/presentationHighlightSource';
import { SlideTitle } from './SlideTitle';

type State =
  | { status: 'loading' }
  | { status: 'loaded'; highlight: CardHighlight | null }
  | { status: 'failed'; error: unknown };

/** A highlight's slide (a view of highlights): the note it is from, and its card with its clip. */
export function HighlightSlide({ slide }: { slide: Slide }) {
  const source = useMemo(() => presentationHighlightSource(), []);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    source.load(slide.id).then(
      (highlight) => !cancelled && setState({ status: 'loaded', highlight }),
      (error: unknown) => !cancelled && setState({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [source, slide.id, attempt]);
  return (
    <>
      <SlideTitle>{strings.highlightFrom(slide.title)}</SlideTitle>
      {state.status === 'loading' ? <LoadingState label={strings.loadingSlide} /> : null}
      {state.status === 'failed' ? (
        <ErrorAlert error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {state.status === 'loaded' ? <HighlightCardContent highlight={state.highlight} /> : null}
    </>
  );
}
