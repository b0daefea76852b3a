import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Workspace } from '../types/Viewer';
import { useOpenWorkspace } from '../hooks/useOpenWorkspace';
import { authStrings } from '../strings';

/** The account's workspaces; choosing one opens its own address, signed in. */
export function WorkspaceLinks({ workspaces }: { workspaces: Workspace[] }) {
  const [openWorkspace, opening] = useOpenWorkspace();
  if (workspaces.length === 0)
    return <Typography color="text.secondary">{authStrings.noWorkspacesYet}</Typography>;
  return (
    <List
      aria-label={authStrings.yourWorkspaces}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
    >
      {workspaces.map((workspace) => (
        <ListItemButton
          key={workspace.id}
          onClick={() => void openWorkspace(workspace)}
          disabled={opening}
          divider
        >
          <ListItemText primary={workspace.name} secondary={workspace.url} />
        </ListItemButton>
      ))}
    </List>
  );
}
