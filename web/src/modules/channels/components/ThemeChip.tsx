import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router-dom';
import { channelPaths } from '../utils/channelPaths';

/** A data point's theme as a small chip that opens the theme's page. */
export function ThemeChip({ theme }: { theme: { id: string; title: string } }) {
  return (
    <Chip
      size="small"
      label={theme.title}
      component={RouterLink}
      to={channelPaths.theme(theme)}
      clickable
      sx={{ maxWidth: '100%' }}
    />
  );
}
