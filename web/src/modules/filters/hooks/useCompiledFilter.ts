import { useMemo } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import type { FilterForm } from '../types/FilterForm';
import type { FilterCustomField } from '../types/FilterOptions';
import { type CompiledFilter, compileFilter } from '../utils/compileFilter';

/**
 * The form compiled for the signed-in member ("current user" is them) against the custom fields
 * the page knows. Relative dates count back from when the form (or the fields) last changed, so
 * the request, and Apollo's cache key, stay the same meanwhile.
 */
export function useCompiledFilter(
  form: FilterForm,
  customFields: readonly FilterCustomField[],
): CompiledFilter {
  const { viewer } = useViewer();
  const currentUserId = viewer?.account.id ?? null;
  const key = JSON.stringify(form);
  const fieldsKey = JSON.stringify(customFields);
  return useMemo(
    () =>
      compileFilter(JSON.parse(key) as FilterForm, {
        now: new Date(),
        currentUserId,
        customFields: JSON.parse(fieldsKey) as FilterCustomField[],
      }),
    [key, fieldsKey, currentUserId],
  );
}
