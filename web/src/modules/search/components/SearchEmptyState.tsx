import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { searchStrings as strings } from '../strings';

/** An empty result that says why and what to do: other words, fewer filters, or nothing here yet. */
export function SearchEmptyState({
  noun,
  query,
  filtered,
  onClearFilters,
  onTryMeaning,
}: {
  noun: string;
  query: string;
  filtered: boolean;
  onClearFilters: () => void;
  /** Offered when the search matched words: searching by meaning may find what words did not. */
  onTryMeaning: (() => void) | null;
}) {
  const typed = query.trim() !== '';
  const [title, hint] = typed
    ? [
        strings.nothingMatches(noun, query.trim()),
        strings.nothingMatchesHint(onTryMeaning !== null, filtered),
      ]
    : filtered
      ? [strings.nothingFiltered(noun), strings.nothingFilteredHint]
      : [strings.nothingYet(noun), strings.nothingYetHint];
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="search-empty">
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <SearchOffIcon color="disabled" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {hint}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {typed && onTryMeaning ? (
            <Button variant="outlined" onClick={onTryMeaning}>
              {strings.tryMeaning}
            </Button>
          ) : null}
          {filtered ? <Button onClick={onClearFilters}>{strings.clearFilters}</Button> : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
