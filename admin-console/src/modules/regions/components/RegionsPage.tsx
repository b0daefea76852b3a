import {
  Card,
  CardContent,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { LoadingLine } from '../../api/components/LoadingLine';
import { useRegions } from '../hooks/useRegions';
import { regionStrings } from '../strings';

/** The current region of the deployment and every region it serves, with cloud region and location. */
export function RegionsPage() {
  const { data, error, loading, reload } = useRegions();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {regionStrings.title}
        </Typography>
        <Typography color="text.secondary">{regionStrings.intro}</Typography>
      </div>
      {loading && !data && <LoadingLine label={regionStrings.loading} />}
      {error && (
        <LoadFailedAlert
          message={regionStrings.loadFailed}
          error={error}
          retryLabel={regionStrings.retry}
          onRetry={reload}
        />
      )}
      {data && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                {regionStrings.current}
              </Typography>
              <Typography variant="h5" component="p">
                {data.currentRegion.region} · {data.currentRegion.location}
              </Typography>
              <Typography color="text.secondary">
                {data.currentRegion.cloudRegion} · {data.currentRegion.group}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {regionStrings.currentHelp}
              </Typography>
            </CardContent>
          </Card>
          <div>
            <Typography variant="h6" component="h2" gutterBottom>
              {regionStrings.available}
            </Typography>
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label={regionStrings.available}>
                <TableHead>
                  <TableRow>
                    <TableCell>{regionStrings.region}</TableCell>
                    <TableCell>{regionStrings.cloudRegion}</TableCell>
                    <TableCell>{regionStrings.location}</TableCell>
                    <TableCell>{regionStrings.group}</TableCell>
                    <TableCell>{regionStrings.residencyKey}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.availableRegions.map((r) => (
                    <TableRow key={r.region}>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span>{r.region}</span>
                          {r.region === data.currentRegion.region && (
                            <Chip size="small" color="primary" label={regionStrings.current} />
                          )}
                        </Stack>
                      </TableCell>
                      <TableCell>{r.cloudRegion}</TableCell>
                      <TableCell>{r.location}</TableCell>
                      <TableCell>{r.group}</TableCell>
                      <TableCell>{r.residencyKey}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </div>
        </>
      )}
    </Stack>
  );
}
