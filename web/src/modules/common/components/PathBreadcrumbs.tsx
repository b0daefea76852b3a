import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BREADCRUMB_MAX_SEGMENTS, breadcrumbLabel } from '../utils/breadcrumbLabel';
import { commonStrings } from '../strings';

export interface PathSegment {
  label: string;
  /** Where the segment links; the last (current) segment usually has none. */
  to?: string;
}

/**
 * Breadcrumbs as spec 000 §9 shows them: each segment cut at 26 characters (the full text in its
 * tooltip), and more than 3 segments collapsed to first / … / last; the … button expands them.
 */
export function PathBreadcrumbs({ segments }: { segments: PathSegment[] }) {
  return (
    <Breadcrumbs
      sx={{ mb: 1 }}
      maxItems={BREADCRUMB_MAX_SEGMENTS}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={1}
      aria-label={commonStrings.breadcrumbs}
      expandText={commonStrings.showPath}
    >
      {segments.map((segment, index) =>
        segment.to ? (
          <Link
            key={`${index}-${segment.to}`}
            component={RouterLink}
            to={segment.to}
            underline="hover"
            color="inherit"
            title={segment.label}
          >
            {breadcrumbLabel(segment.label)}
          </Link>
        ) : (
          <Typography key={`${index}-current`} color="text.primary" title={segment.label} aria-current="page">
            {breadcrumbLabel(segment.label)}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
