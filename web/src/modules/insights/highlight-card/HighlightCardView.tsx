import Skeleton from '@mui/material/Skeleton';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import type { CardHighlight } from '../types/Insight';
import { HighlightCardContent } from './HighlightCardContent';
import { useHighlightSource } from './highlightSource';

type CardState =
  | { status: 'loading' }
  | { status: 'loaded'; highlight: CardHighlight | null }
  | { status: 'failed'; error: unknown };

/** The node view of a highlight card: loads its highlight from the document's highlight source. */
export function HighlightCardView({ node, selected }: ReactNodeViewProps) {
  const highlightId = typeof node.attrs.highlightId === 'string' ? node.attrs.highlightId : '';
  const source = useHighlightSource();
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    (highlightId ? source.load(highlightId) : Promise.resolve(null)).then(
      (highlight) => !cancelled && setState({ status: 'loaded', highlight }),
      (error: unknown) => !cancelled && setState({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [highlightId, source, attempt]);

  return (
    <NodeViewWrapper data-highlight-card="" data-highlight-id={highlightId} contentEditable={false}>
      {state.status === 'loading' ? <Skeleton variant="rounded" height={96} sx={{ my: 1.5 }} /> : null}
      {state.status === 'loaded' ? (
        <HighlightCardContent highlight={state.highlight} selected={selected} />
      ) : null}
      {state.status === 'failed' ? (
        <ErrorAlert error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
    </NodeViewWrapper>
  );
}
