import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useId, useState } from 'react';
import type { SegmentFieldsFragment } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { PEOPLE_LIST_QUERIES } from '../../people/utils/peopleListQueries';
import { ADD_PEOPLE_TO_SEGMENT_MUTATION } from '../operations';
import { segmentStrings } from '../strings';
import { NewSegmentDialog } from './NewSegmentDialog';

/**
 * "Add to segment" for the people selected in a grid: a menu of the segments, and "New segment…",
 * which creates one and adds them to it.
 */
export function AddToSegmentMenu({
  segments,
  personIds,
  onAdded,
  onError,
}: {
  segments: readonly SegmentFieldsFragment[];
  personIds: readonly string[];
  onAdded: (count: number, title: string) => void;
  onError: (error: unknown) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState(false);
  // The answer is the segment with its count; the grid's rows show their segments again.
  const [add, state] = useGraphqlMutation(ADD_PEOPLE_TO_SEGMENT_MUTATION, {
    refetchQueries: PEOPLE_LIST_QUERIES,
  });
  const menuId = useId();
  const addTo = async (segment: { id: string; title: string }) => {
    setAnchor(null);
    const result = await add({ input: { segmentId: segment.id, personIds: [...personIds] } });
    if (result) onAdded(personIds.length, result.addPeopleToSegment.title);
  };
  // A refusal is told to the page (which shows it) once, then forgotten here.
  const { error, reset } = state;
  useEffect(() => {
    if (!error) return;
    onError(error);
    reset();
  }, [error, reset, onError]);
  return (
    <>
      <Button
        startIcon={<GroupAddOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={state.loading}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {segmentStrings.addToSegment}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': segmentStrings.addToSegmentMenu } }}
      >
        {segments.length === 0 ? <MenuItem disabled>{segmentStrings.noSegments}</MenuItem> : null}
        {segments.map((segment) => (
          <MenuItem
            key={segment.id}
            onClick={() => void addTo(segment)}
            sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: 360 }}
          >
            {segmentStrings.option(segment.title, segment.personCount)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          {segmentStrings.newSegmentEllipsis}
        </MenuItem>
      </Menu>
      <NewSegmentDialog open={creating} onClose={() => setCreating(false)} onCreated={addTo} />
    </>
  );
}
