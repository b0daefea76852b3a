import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A summary's text as the API stores it: `## ` section headings, `### ` group labels (a question, a
 * theme), `- ` sentences and `_…_` for what a section says when the note did not cover it.
 */
export function SummaryText({ content }: { content: string }) {
  return (
    <Box data-testid="note-summary-text">
      {content.split('\n').map((line, i) => {
        if (line.startsWith('## '))
          return (
            <Typography
              key={i}
              variant="subtitle2"
              component="h3"
              sx={{ mt: i ? 2 : 0, mb: 0.5, fontWeight: 700 }}
            >
              {line.slice(3)}
            </Typography>
          );
        if (line.startsWith('### '))
          return (
            <Typography key={i} variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
              {line.slice(4)}
            </Typography>
          );
        if (line.startsWith('- '))
          return (
            <Typography
              key={i}
              variant="body2"
              sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider', my: 0.5 }}
            >
              {line.slice(2)}
            </Typography>
          );
        if (/^_.*_$/.test(line))
          return (
            <Typography key={i} variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {line.slice(1, -1)}
            </Typography>
          );
        return line.trim() ? (
          <Typography key={i} variant="body2">
            {line}
          </Typography>
        ) : null;
      })}
    </Box>
  );
}
