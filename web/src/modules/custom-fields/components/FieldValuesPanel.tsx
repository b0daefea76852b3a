import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { MEMBERS_QUERY } from '../../settings/operations';
import { FIELD_VALUES_QUERY } from '../operations';
import { fieldStrings } from '../strings';
import type { CustomField, CustomFieldTarget, CustomFieldValue } from '../types/CustomField';
import { saveFieldValue } from '../utils/saveFieldValue';
import { type FieldValueChange, FieldValueEditor } from './FieldValueEditor';

// Often in a peek beside a project view: its items (grouped, sorted, filtered by values) are read again,
// so a board's card moves to its new column at once.
const VIEW_ITEMS: readonly string[] = ['ProjectViewItems'];

/**
 * The custom fields of a note, an insight or a person, each with its control; a change is saved at
 * once and a refusal is shown under the field it concerns. A person has no project (projectId null).
 */
export function FieldValuesPanel({
  target,
  objectId,
  projectId,
  editable,
}: {
  target: CustomFieldTarget;
  objectId: string;
  projectId: string | null;
  editable: boolean;
}) {
  const query = useGraphqlQuery(FIELD_VALUES_QUERY, { target, projectId, objectId });
  const members = useGraphqlQuery(MEMBERS_QUERY, {});
  const [values, setValues] = useState(new Map<string, CustomFieldValue>());
  const [errors, setErrors] = useState(new Map<string, string>());

  useEffect(() => {
    if (query.data) setValues(new Map(query.data.customFieldValues.map((v) => [v.fieldId, v])));
  }, [query.data]);

  // One field's changes reach the server one after another, in the order they were made: a tag
  // removed then another chosen quickly would otherwise race, and the clear could land last.
  const queues = useRef(new Map<string, Promise<void>>());
  const save = (field: CustomField, change: FieldValueChange): Promise<void> => {
    const next = (queues.current.get(field.id) ?? Promise.resolve()).then(() => saveNow(field, change));
    queues.current.set(field.id, next);
    return next;
  };

  const saveNow = async (field: CustomField, change: FieldValueChange) => {
    const withError = (message: string | null) =>
      setErrors((prev) => {
        const next = new Map(prev);
        if (message === null) next.delete(field.id);
        else next.set(field.id, message);
        return next;
      });
    try {
      const saved = await saveFieldValue(target, objectId, field.id, change, VIEW_ITEMS);
      setValues((prev) => {
        const next = new Map(prev);
        if (saved === null) next.delete(field.id);
        else next.set(field.id, saved);
        return next;
      });
      withError(null);
    } catch (caught) {
      withError(errorMessage(caught));
    }
  };

  const fields = query.data?.customFields ?? [];
  return (
    <Stack sx={{ gap: 2, p: 2 }} data-testid="field-values">
      <ErrorAlert error={query.error} onRetry={query.refetch} />
      {query.data && fields.length === 0 ? (
        <Typography color="text.secondary">{fieldStrings.noFieldsToFill}</Typography>
      ) : null}
      {fields.map((field) => (
        <FieldValueEditor
          key={field.id}
          field={field}
          value={values.get(field.id)}
          members={members.data?.members ?? []}
          editable={editable}
          error={errors.get(field.id) ?? null}
          onSave={(change) => void save(field, change)}
        />
      ))}
      <Link
        component={RouterLink}
        to={
          projectId === null
            ? `/settings/fields?target=${target}`
            : `/settings/fields/${projectId}/${target === 'NOTE' ? 'note-fields' : 'insight-fields'}`
        }
        variant="body2"
      >
        {fieldStrings.manageFields}
      </Link>
    </Stack>
  );
}
