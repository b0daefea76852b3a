import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { askStrings } from '../strings';

/** A citation number in an answer's text: opens the note at the cited words. */
export function CitationLink({ refId, url }: { refId: string; url: string }) {
  return (
    <Link
      component={RouterLink}
      to={url}
      aria-label={askStrings.citation(refId)}
      data-testid="ask-citation-ref"
      sx={{ fontWeight: 600, ml: 0.25, fontSize: '0.8em', verticalAlign: 'super' }}
    >
      [{refId}]
    </Link>
  );
}
