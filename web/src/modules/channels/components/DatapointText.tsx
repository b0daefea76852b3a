import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { channelStrings } from '../strings';

/** Longer texts are cut to a few lines in the grid until "Show more". */
const CLAMP_CHARS = 320;

/** A data point's text in a grid cell, wrapping, with its line breaks; long ones fold. */
export function DatapointText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > CLAMP_CHARS;
  return (
    <div>
      <Typography
        variant="body2"
        data-testid="datapoint-text"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(long && !open
            ? { display: '-webkit-box', WebkitLineClamp: 5, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
            : {}),
        }}
      >
        {text}
      </Typography>
      {long ? (
        <Button size="small" onClick={() => setOpen((was) => !was)} sx={{ px: 0, minWidth: 0 }}>
          {open ? channelStrings.showLess : channelStrings.showMore}
        </Button>
      ) : null}
    </div>
  );
}
