import type { Slide } from '../types/Slide';
import { HighlightSlide } from './HighlightSlide';
import { InsightSlide } from './InsightSlide';
import { NoteSlide } from './NoteSlide';

/** The slide of an insight, a highlight or a note. */
export function SlideView({ slide }: { slide: Slide }) {
  switch (slide.kind) {
    case 'INSIGHT':
      return <InsightSlide slide={slide} />;
    case 'HIGHLIGHT':
      return <HighlightSlide slide={slide} />;
    case 'NOTE':
      return <NoteSlide slide={slide} />;
  }
}
