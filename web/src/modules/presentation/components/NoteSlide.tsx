import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TagChip } from '../../common/components/TagChip';
import { presentationStrings as strings } from '../strings';
import type { Slide } from '../types/Slide';
import { SlideTitle } from './SlideTitle';

/** A view item names its tags by title only: they show in the neutral tag colour. */
const UNCOLOURED_TAG = '#757575';

/** A note's slide (a view of notes): its title, its opening text and its highlights' tags. */
export function NoteSlide({ slide }: { slide: Slide }) {
  return (
    <>
      <Typography variant="overline" color="text.secondary">
        {strings.noteFrom}
      </Typography>
      <SlideTitle>{slide.title}</SlideTitle>
      {slide.preview ? (
        <Typography
          sx={{ fontSize: { xs: '1.1rem', md: '1.4rem' }, lineHeight: 1.6, whiteSpace: 'pre-wrap' }}
        >
          {slide.preview}
        </Typography>
      ) : null}
      {slide.tags.length > 0 ? (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          aria-label={strings.tags}
          sx={{ flexWrap: 'wrap', mt: 3 }}
        >
          {slide.tags.map((tag) => (
            <TagChip key={tag} title={tag} color={UNCOLOURED_TAG} />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
