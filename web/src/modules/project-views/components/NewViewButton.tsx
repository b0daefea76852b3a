import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { NewViewDialog } from './NewViewDialog';
import { projectViewStrings as strings } from '../strings';

/** The "New view" button beside the project's tabs (contributors and up). */
export function NewViewButton({
  project,
  takenTitles,
}: {
  project: { id: string; title: string };
  takenTitles: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
        {strings.newView}
      </Button>
      <NewViewDialog project={project} takenTitles={takenTitles} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
