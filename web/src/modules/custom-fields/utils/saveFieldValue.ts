import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import type { FieldValueChange } from '../components/FieldValueEditor';
import { CLEAR_CUSTOM_FIELD_VALUE_MUTATION, SET_CUSTOM_FIELD_VALUE_MUTATION } from '../operations';
import type { CustomFieldTarget, CustomFieldValue } from '../types/CustomField';

/**
 * Saves one field's value of a note, an insight or a person (null clears it) and answers the value
 * as the server stored it (null once cleared). A refusal is thrown with the server's message.
 * `refetchQueries` names what the page shows sorted, filtered or grouped by values (a view's items,
 * the people grid): read again before it resolves, as a value has no id to update in the cache.
 * Called directly rather than through a mutation hook: every editor keeps its own refusal, and a
 * field's changes are sent one after another by its caller.
 */
export async function saveFieldValue(
  target: CustomFieldTarget,
  objectId: string,
  fieldId: string,
  change: FieldValueChange,
  refetchQueries: readonly string[],
): Promise<CustomFieldValue | null> {
  if (change === null) {
    await graphqlRequest(
      CLEAR_CUSTOM_FIELD_VALUE_MUTATION,
      { fieldId, target, objectId },
      { refetchQueries },
    );
    return null;
  }
  const result = await graphqlRequest(
    SET_CUSTOM_FIELD_VALUE_MUTATION,
    { input: { fieldId, target, objectId, ...change } },
    { refetchQueries },
  );
  return result.setCustomFieldValue;
}
