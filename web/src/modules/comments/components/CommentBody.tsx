import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bodyParts } from '../utils/mentionMarkup';

/** A comment's text with its mentions set apart, line breaks kept. */
export function CommentBody({ body }: { body: string }) {
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {bodyParts(body).map((part, index) =>
        'text' in part ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Box
            key={index}
            component="span"
            data-mention-id={part.mention.id}
            sx={{ color: 'primary.dark', fontWeight: 600 }}
          >
            @{part.mention.name}
          </Box>
        ),
      )}
    </Typography>
  );
}
