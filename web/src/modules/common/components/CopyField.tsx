import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { commonStrings } from '../strings';

/** A read-only text field with a copy button, for links and secrets shown once. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      margin="normal"
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'copy-field' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copied ? commonStrings.copied : commonStrings.copy}>
                <IconButton aria-label={commonStrings.copy} onClick={copy} edge="end">
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
