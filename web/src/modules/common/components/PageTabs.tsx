import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate } from 'react-router-dom';

export interface PageTab<T extends string> {
  value: T;
  label: string;
  /** The tab's own address (spec 000 §2 gives most list tabs a route): choosing the tab goes there. */
  path: string;
}

/**
 * A page's tabs where each tab is an address of its own (/browse/folders, /your-work/insights, a
 * folder's /channels …), so a tab can be linked, bookmarked and reopened; they scroll sideways on a
 * narrow screen rather than wrap.
 */
export function PageTabs<T extends string>({
  value,
  tabs,
  label,
}: {
  value: T;
  tabs: readonly PageTab<T>[];
  /** What the tab strip is, for screen readers. */
  label: string;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => {
        const tab = tabs.find((t) => t.value === next);
        if (tab) navigate(tab.path);
      }}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}
