import GroupRemoveOutlinedIcon from '@mui/icons-material/GroupRemoveOutlined';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { PEOPLE_LIST_QUERIES } from '../../people/utils/peopleListQueries';
import { REMOVE_PEOPLE_FROM_SEGMENT_MUTATION } from '../operations';
import { segmentStrings } from '../strings';

/** Takes the people selected in a grid out of the segment it shows; the people stay. */
export function RemoveFromSegmentButton({
  segmentId,
  personIds,
  onRemoved,
  onError,
}: {
  segmentId: string;
  personIds: readonly string[];
  onRemoved: (count: number, title: string) => void;
  onError: (error: unknown) => void;
}) {
  // The segment's grid loses them: its page is read again (the answer carries the count).
  const [remove, state] = useGraphqlMutation(REMOVE_PEOPLE_FROM_SEGMENT_MUTATION, {
    refetchQueries: PEOPLE_LIST_QUERIES,
  });
  const run = async () => {
    const result = await remove({ input: { segmentId, personIds: [...personIds] } });
    if (result) onRemoved(personIds.length, result.removePeopleFromSegment.title);
  };
  // A refusal is told to the page (which shows it) once, then forgotten here.
  const { error, reset } = state;
  useEffect(() => {
    if (!error) return;
    onError(error);
    reset();
  }, [error, reset, onError]);
  return (
    <Button startIcon={<GroupRemoveOutlinedIcon />} disabled={state.loading} onClick={() => void run()}>
      {segmentStrings.removeFromSegment}
    </Button>
  );
}
