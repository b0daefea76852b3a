import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { homeStrings } from '../strings';

/** What a new workspace shows on /home: the first step to take. */
export function GettingStarted({ editable }: { editable: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 864 }} data-testid="home-getting-started">
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {homeStrings.startTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: editable ? 3 : 0 }}>
        {editable ? homeStrings.startBody : homeStrings.startBodyViewer}
      </Typography>
      {editable ? (
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/projects?new=project">
          {homeStrings.createProject}
        </Button>
      ) : null}
    </Paper>
  );
}
