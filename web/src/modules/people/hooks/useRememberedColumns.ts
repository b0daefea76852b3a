import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'fieldnote.people.columns';

function read(): GridColumnVisibilityModel {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    // Unreadable storage (private mode, bad JSON): every column shows.
    return {};
  }
}

/** The people grid's column choice, remembered in this browser across visits. */
export function useRememberedColumns(): [
  GridColumnVisibilityModel,
  (model: GridColumnVisibilityModel) => void,
] {
  const [model, setModel] = useState<GridColumnVisibilityModel>(read);
  const change = useCallback((next: GridColumnVisibilityModel) => {
    setModel(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the choice holds for this visit only.
    }
  }, []);
  return [model, change];
}
