import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { SegmentFieldsFragment } from '../../../gql/graphql';
import { segmentStrings } from '../strings';
import { DeleteSegmentDialog } from './DeleteSegmentDialog';
import { NewSegmentDialog } from './NewSegmentDialog';
import { RenameSegmentDialog } from './RenameSegmentDialog';

/**
 * A contributor's segment actions beside the picker: "New segment", and for the chosen segment
 * rename and delete (after a confirmation that says its people stay).
 */
export function SegmentActions({
  segment,
  onCreated,
  onRenamed,
  onDeleted,
}: {
  /** The chosen segment, or null for "All people". */
  segment: SegmentFieldsFragment | null;
  onCreated: (segment: { id: string; title: string }) => void;
  onRenamed: (title: string) => void;
  onDeleted: (title: string) => void;
}) {
  const [dialog, setDialog] = useState<'new' | 'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
        {segmentStrings.newSegment}
      </Button>
      {segment ? (
        <>
          <Button startIcon={<EditOutlinedIcon />} onClick={() => setDialog('rename')}>
            {segmentStrings.rename}
          </Button>
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDialog('delete')}>
            {segmentStrings.delete}
          </Button>
          <RenameSegmentDialog
            segment={segment}
            open={dialog === 'rename'}
            onClose={close}
            onRenamed={onRenamed}
          />
          <DeleteSegmentDialog
            segment={segment}
            open={dialog === 'delete'}
            onClose={close}
            onDeleted={() => onDeleted(segment.title)}
          />
        </>
      ) : null}
      <NewSegmentDialog open={dialog === 'new'} onClose={close} onCreated={onCreated} />
    </Stack>
  );
}
