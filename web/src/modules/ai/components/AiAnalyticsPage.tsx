import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useViewer } from '../../auth/hooks/useViewer';
import { aiStrings } from '../strings';
import { AiActivityGrid } from './AiActivityGrid';

/** /settings/analytics (spec 000 §2): the managers' AI activity page, the AI audit trail (issue 34). */
export function AiAnalyticsPage() {
  const { viewer } = useViewer();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {aiStrings.analyticsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {aiStrings.analyticsSubtitle}
      </Typography>
      {viewer?.role === 'MANAGER' ? (
        <AiActivityGrid />
      ) : (
        <Alert severity="info">{aiStrings.analyticsManagersOnly}</Alert>
      )}
    </>
  );
}
