import { createContext } from 'react';
import type { Viewer } from '../types/Viewer';

export interface ViewerContextValue {
  viewer: Viewer | null;
  refresh: () => void;
}

/** The signed-in viewer of the workspace app, loaded once by ViewerProvider. */
export const ViewerContext = createContext<ViewerContextValue | null>(null);
