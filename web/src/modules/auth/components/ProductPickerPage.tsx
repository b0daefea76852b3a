import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { entryStrings } from '../entry-strings';
import { SignedInAccount } from './SignedInAccount';

const CHOICES = [
  { to: '/auth/workspaces', title: entryStrings.openTitle, body: entryStrings.openBody },
  { to: '/auth/join-workspace', title: entryStrings.joinTitle, body: entryStrings.joinBody },
  { to: '/auth/create-workspace', title: entryStrings.createTitle, body: entryStrings.createBody },
] as const;

/**
 * /auth/product-picker (spec 000 §2): where a signed-in account goes next. Fieldnote is one product,
 * so the choice is between opening a workspace, joining one and creating one.
 */
export function ProductPickerPage() {
  return (
    <SignedInAccount>
      {() => (
        <CenteredCard title={entryStrings.pickerTitle} subtitle={entryStrings.pickerSubtitle}>
          <Stack spacing={2} component="nav" aria-label={entryStrings.pickerTitle}>
            {CHOICES.map((choice) => (
              <Card key={choice.to} variant="outlined">
                <CardActionArea component={RouterLink} to={choice.to}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h2">
                      {choice.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {choice.body}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        </CenteredCard>
      )}
    </SignedInAccount>
  );
}
