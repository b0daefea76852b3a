import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { searchStrings as strings } from '../strings';

/** "Did you mean …?": the server's spelling from the workspace's own words; one click searches it. */
export function SuggestedQuery({
  suggestion,
  onPick,
}: {
  suggestion: string;
  onPick: (query: string) => void;
}) {
  return (
    <Typography data-testid="search-suggestion">
      {strings.didYouMean}{' '}
      <Link
        component="button"
        type="button"
        onClick={() => onPick(suggestion)}
        sx={{ fontWeight: 600, fontStyle: 'italic', verticalAlign: 'baseline', fontSize: 'inherit' }}
      >
        {suggestion}
      </Link>
      ?
    </Typography>
  );
}
