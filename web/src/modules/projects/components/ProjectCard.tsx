import LockIcon from '@mui/icons-material/Lock';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { accessStrings } from '../../access/strings';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { projectStrings } from '../strings';
import type { Project } from '../types/Project';

/** One project in the list: title, summary, note and insight counts. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="project-card">
      <CardActionArea
        component={RouterLink}
        to={itemPaths.project(project)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {project.color ? (
              <Box
                sx={{ width: 8, alignSelf: 'stretch', borderRadius: 1, bgcolor: project.color }}
                aria-hidden
              />
            ) : null}
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, flexGrow: 1 }}>
              {project.title || projectStrings.untitledProject}
            </Typography>
            {project.private ? (
              <LockIcon color="action" fontSize="small" titleAccess={accessStrings.privateHint} />
            ) : null}
            {project.starred ? (
              <StarIcon color="warning" fontSize="small" titleAccess={projectStrings.starred} />
            ) : null}
          </Stack>
          {project.summary ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {project.summary}
            </Typography>
          ) : null}
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 'auto', pt: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Chip size="small" label={projectStrings.noteCount(project.noteCount)} />
            <Chip size="small" label={projectStrings.insightCount(project.insightCount)} />
            <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto !important' }}>
              {projectStrings.updated(formatDate(project.updatedAt))}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
