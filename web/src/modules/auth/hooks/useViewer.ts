import { useContext } from 'react';
import { ViewerContext, type ViewerContextValue } from '../utils/viewerContext';

/** The signed-in viewer (null when signed out); only inside ViewerProvider. */
export function useViewer(): ViewerContextValue {
  const value = useContext(ViewerContext);
  if (!value) throw new Error('useViewer must be used inside ViewerProvider');
  return value;
}
