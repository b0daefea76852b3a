import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { idFromPathSegment, itemSegment } from '../../common/utils/itemPath';
import type { Slide } from '../types/Slide';

/**
 * Which slide is shown, read from and written to the address (`…/present/{slug-shortId}`), so a
 * slide can be linked and a reload stays on it. Moving replaces the address rather than adding to
 * the history: Back leaves the presentation instead of stepping through every slide. An address
 * naming no slide of the deck (removed since, or none given) shows the first.
 */
export function useSlidePosition(
  slides: readonly Slide[] | null,
  slideParam: string | undefined,
  basePath: string,
) {
  const navigate = useNavigate();
  const wanted = slideParam ? idFromPathSegment(slideParam) : null;
  const found = slides && wanted ? slides.findIndex((s) => s.id === wanted) : -1;
  const index = found >= 0 ? found : 0;
  const current = slides?.[index] ?? null;

  const goTo = useCallback(
    (to: number) => {
      const slide = slides?.[Math.min(Math.max(to, 0), slides.length - 1)];
      if (slide) void navigate(`${basePath}/${itemSegment(slide)}`, { replace: true });
    },
    [slides, basePath, navigate],
  );

  // The address follows the slide shown, also when it named none or one that is gone.
  useEffect(() => {
    if (current && current.id !== wanted) goTo(index);
  }, [current, wanted, index, goTo]);

  return useMemo(() => ({ index, current, goTo }), [index, current, goTo]);
}
