import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type {
  AddPeopleToSegmentMutation,
  AddPeopleToSegmentMutationVariables,
  RemovePeopleFromSegmentMutation,
  RemovePeopleFromSegmentMutationVariables,
  SegmentFieldsFragment,
} from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import type { CacheUpdate } from '../../graphql/utils/graphqlRequest';
import { useSegments } from '../hooks/useSegments';
import {
  ADD_PEOPLE_TO_SEGMENT_MUTATION,
  PERSON_SEGMENTS_QUERY,
  REMOVE_PEOPLE_FROM_SEGMENT_MUTATION,
} from '../operations';
import { segmentStrings } from '../strings';
import { personSegmentsInCache } from '../utils/personSegmentsInCache';

const joined: CacheUpdate<AddPeopleToSegmentMutation, AddPeopleToSegmentMutationVariables> = (
  cache,
  { addPeopleToSegment: segment },
  { input },
) => {
  for (const personId of input.personIds) personSegmentsInCache(cache, String(personId), segment, true);
};
const left: CacheUpdate<RemovePeopleFromSegmentMutation, RemovePeopleFromSegmentMutationVariables> = (
  cache,
  { removePeopleFromSegment: segment },
  { input },
) => {
  for (const personId of input.personIds) personSegmentsInCache(cache, String(personId), segment, false);
};

/**
 * The person page's "Segments" section: the segments the person is in as chips; contributors take
 * them out with a chip's delete icon and add them to another segment with the autocomplete.
 */
export function PersonSegments({ personId, editable }: { personId: string; editable: boolean }) {
  const { data, error, refetch } = useGraphqlQuery(PERSON_SEGMENTS_QUERY, { id: personId });
  const all = useSegments();
  const [add, addState] = useGraphqlMutation(ADD_PEOPLE_TO_SEGMENT_MUTATION, { update: joined });
  const [remove, removeState] = useGraphqlMutation(REMOVE_PEOPLE_FROM_SEGMENT_MUTATION, { update: left });
  // Bumped after each add, so the autocomplete starts empty again.
  const [inputKey, setInputKey] = useState(0);
  const segments = data?.person.segments ?? [];
  const others = all.segments.filter((segment) => !segments.some((own) => own.id === segment.id));
  const busy = addState.loading || removeState.loading;
  const changeError = addState.error ?? removeState.error;
  // The answers carry the segments' new counts into the cache, and the person's list changes there.
  const addTo = async (segment: SegmentFieldsFragment) => {
    removeState.reset();
    await add({ input: { segmentId: segment.id, personIds: [personId] } });
    setInputKey((key) => key + 1);
  };
  const removeFrom = async (segment: SegmentFieldsFragment) => {
    addState.reset();
    await remove({ input: { segmentId: segment.id, personIds: [personId] } });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="person-segments">
      <Typography id="person-segments" variant="h6" component="h2" sx={{ mb: 1 }}>
        {segmentStrings.personSegmentsTitle}
      </Typography>
      <ErrorAlert error={error ?? all.error} onRetry={error ? refetch : all.refetch} />
      {changeError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(changeError)}
        </Alert>
      ) : null}
      {data && segments.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: editable ? 2 : 0 }}>
          {segmentStrings.notInSegments}
        </Typography>
      ) : null}
      {segments.length > 0 ? (
        <Stack
          component="ul"
          direction="row"
          aria-label={segmentStrings.personSegmentsLabel}
          data-testid="person-segments"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: editable ? 2 : 0 }}
        >
          {segments.map((segment) => (
            <li key={segment.id}>
              <Chip
                label={segment.title}
                onDelete={editable && !busy ? () => void removeFrom(segment) : undefined}
                // The chip takes Backspace or Delete from the keyboard; the icon is named for the pointer.
                deleteIcon={
                  <CancelIcon
                    aria-hidden={false}
                    aria-label={segmentStrings.removePersonFrom(segment.title)}
                    role="button"
                  />
                }
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Stack>
      ) : null}
      {editable ? (
        <Autocomplete
          key={inputKey}
          size="small"
          options={others}
          disabled={busy || !all.loaded}
          getOptionLabel={(segment) => segment.title}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={segmentStrings.noOtherSegments}
          onChange={(_event, segment) => {
            if (segment) void addTo(segment);
          }}
          renderOption={({ key, ...props }, segment) => (
            <li key={key} {...props}>
              {segmentStrings.option(segment.title, segment.personCount)}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={segmentStrings.addPersonToSegment}
              placeholder={segmentStrings.addPersonPlaceholder}
            />
          )}
        />
      ) : null}
    </Paper>
  );
}
