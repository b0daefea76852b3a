import Rating from '@mui/material/Rating';
import { channelStrings } from '../strings';

/** A 1–5 star rating, read-only, named for screen readers ("4 out of 5 stars"). */
export function RatingStars({ value }: { value: number }) {
  return (
    <Rating
      value={value}
      max={5}
      readOnly
      size="small"
      aria-label={channelStrings.ratingOf(value)}
      // The stars are drawn; the name above is what assistive technology reads.
      slotProps={{ root: { role: 'img' } }}
    />
  );
}
