import { createContext, useContext } from 'react';

/** Opens the keyboard shortcuts list; provided by the app shell, used by its menus. */
export const OpenShortcutsContext = createContext<() => void>(() => undefined);

export function useOpenShortcuts(): () => void {
  return useContext(OpenShortcutsContext);
}
