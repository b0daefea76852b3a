import type { ViewState } from '../types/ViewState';

/** The view's state from its JSON text; the server checked it when saved, so only a broken text is {}. */
export function parseViewState(text: string): ViewState {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ViewState) : {};
  } catch {
    return {};
  }
}
