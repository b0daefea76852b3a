import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { searchStrings as strings } from '../strings';
import { SEARCH_TABS, type SearchTabKey } from '../utils/searchTabs';
import type { SearchTabCount } from '../hooks/useSearchCounts';

/** Spec 000 §2: the search page's tabs, each with how many results it has (once known). */
export function SearchTabs({
  value,
  counts,
  onChange,
}: {
  value: SearchTabKey;
  counts: Partial<Record<SearchTabKey, SearchTabCount>>;
  onChange: (tab: SearchTabKey) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: SearchTabKey) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={strings.tabsLabel}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 44,
        // No empty gutter before the first tab while there is nothing to scroll back to.
        '& .MuiTabs-scrollButtons.Mui-disabled': { width: 0, transition: 'width 150ms' },
      }}
    >
      {SEARCH_TABS.map((tab) => {
        const tabCount = counts[tab.key];
        const count = tabCount?.count;
        return (
          <Tab
            key={tab.key}
            value={tab.key}
            data-testid={`search-tab-${tab.key}`}
            sx={{ minHeight: 44, px: 1.25, minWidth: 0 }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {strings.tabs[tab.key]}
                {count !== undefined ? (
                  <Box
                    component="span"
                    data-testid="search-tab-count"
                    sx={{
                      px: 0.75,
                      borderRadius: 10,
                      fontSize: 12,
                      lineHeight: '18px',
                      fontWeight: 600,
                      bgcolor:
                        value === tab.key ? 'primary.main' : count === 0 ? 'transparent' : 'action.selected',
                      color:
                        value === tab.key
                          ? 'primary.contrastText'
                          : count === 0
                            ? 'text.secondary'
                            : 'text.primary',
                    }}
                  >
                    {strings.tabCount(count, tabCount?.estimated ?? false)}
                  </Box>
                ) : null}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
