import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { itemPaths } from '../../common/utils/itemPath';
import { folderStrings } from '../strings';
import type { Folder } from '../types/Folder';

/** Folders as compact cards, each opening its /folders/{id} page. */
export function FolderGrid({ folders, label }: { folders: Folder[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {folders.map((folder) => (
        <li key={folder.id}>
          <Card variant="outlined" data-testid="folder-card">
            <CardActionArea component={RouterLink} to={itemPaths.folder(folder)} sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <FolderIcon color="action" aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap title={folder.name}>
                    {folder.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {folderStrings.projectCount(folder.projectCount)}
                    {folder.folderCount > 0 ? ` · ${folderStrings.folderCount(folder.folderCount)}` : ''}
                  </Typography>
                </Box>
              </Stack>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
