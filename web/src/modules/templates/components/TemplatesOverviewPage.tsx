import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { TEMPLATES_QUERY } from '../operations';
import { templateStrings as strings } from '../strings';
import { TemplatesPageHeader } from './TemplatesPageHeader';

/** Spec 000 §2 /settings/templates: the two kinds of template, how many there are, and the way to each. */
export function TemplatesOverviewPage() {
  const { data, error, refetch } = useGraphqlQuery(TEMPLATES_QUERY, {});
  const count = (type: 'INSIGHT' | 'PROJECT') =>
    data ? strings.count(data.workspaceTemplates.filter((t) => t.type === type).length) : '…';
  const kinds = [
    {
      type: 'INSIGHT' as const,
      title: strings.insightTemplates,
      intro: strings.insightTemplatesIntro,
      to: 'insights',
    },
    {
      type: 'PROJECT' as const,
      title: strings.projectTemplates,
      intro: strings.projectTemplatesIntro,
      to: 'projects',
    },
  ];
  return (
    <>
      <TemplatesPageHeader title={strings.overviewTitle} intro={strings.overviewIntro} />
      <ErrorAlert error={error} onRetry={refetch} />
      <Grid container spacing={2}>
        {kinds.map((kind) => (
          <Grid key={kind.type} size={{ xs: 12, md: 6 }}>
            <Paper
              variant="outlined"
              component="section"
              sx={{ p: 3, height: '100%' }}
              aria-label={kind.title}
            >
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {kind.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {kind.intro}
              </Typography>
              <Typography variant="body2" sx={{ mb: 2 }} data-testid={`template-count-${kind.type}`}>
                {count(kind.type)}
              </Typography>
              <Button variant="outlined" component={RouterLink} to={kind.to}>
                {strings.open} {kind.title.toLowerCase()}
              </Button>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
