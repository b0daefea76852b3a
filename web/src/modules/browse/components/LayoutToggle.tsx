import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Layout } from '../hooks/useLayoutPreference';
import { browseStrings } from '../strings';

/** Grid or list, as two buttons with their names (read out and shown as tooltips). */
export function LayoutToggle({ value, onChange }: { value: Layout; onChange: (layout: Layout) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: Layout | null) => {
        if (next) onChange(next);
      }}
      aria-label={browseStrings.layout}
    >
      <ToggleButton value="grid" aria-label={browseStrings.layoutGrid} title={browseStrings.layoutGrid}>
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={browseStrings.layoutList} title={browseStrings.layoutList}>
        <ViewListIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
