import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { EXTENSIONS_QUERY, INSTALL_EXTENSION_MUTATION, UNINSTALL_EXTENSION_MUTATION } from '../operations';
import { extrasStrings as strings } from '../strings';

/**
 * The bundled extensions (spec 001 §3 extensionType TAGS or FIELDS) as cards: what each adds, and
 * whether it is installed in the workspace (`projectId` null) or in the project, with Install or
 * Remove for those who may.
 */
export function ExtensionsList({ projectId, mayInstall }: { projectId: string | null; mayInstall: boolean }) {
  const { data, error, loading, refetch } = useGraphqlQuery(EXTENSIONS_QUERY, { projectId });
  const effects = { refetchQueries: ['Extensions', 'Tags', 'CustomFields'] };
  const [install, installing] = useGraphqlMutation(INSTALL_EXTENSION_MUTATION, effects);
  const [uninstall, uninstalling] = useGraphqlMutation(UNINSTALL_EXTENSION_MUTATION, effects);
  const busy = installing.loading || uninstalling.loading;
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      {installing.error ? <ErrorAlert error={installing.error} /> : null}
      {uninstalling.error ? <ErrorAlert error={uninstalling.error} /> : null}
      {data.extensions.map((ext) => {
        const headingId = `extension-${ext.key}`;
        return (
          <Paper
            key={ext.key}
            variant="outlined"
            component="section"
            aria-labelledby={headingId}
            sx={{ p: 2 }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
            >
              <div>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                    {ext.title}
                  </Typography>
                  <Chip size="small" label={strings.types[ext.type] ?? ext.type} />
                </Stack>
                <Typography color="text.secondary" variant="body2">
                  {ext.description}
                </Typography>
                {ext.installationId && ext.installedAt ? (
                  <Typography variant="caption" color="success.main" sx={{ display: 'block', mt: 0.5 }}>
                    {strings.installed(ext.installedByName ?? null, formatDate(ext.installedAt))}
                  </Typography>
                ) : null}
              </div>
              {mayInstall ? (
                ext.installationId ? (
                  <Button
                    color="error"
                    disabled={busy}
                    aria-label={strings.uninstallLabel(ext.title)}
                    onClick={() => void uninstall({ id: ext.installationId as string })}
                    sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
                  >
                    {strings.uninstall}
                  </Button>
                ) : (
                  <Button
                    variant="contained"
                    disabled={busy}
                    aria-label={strings.installLabel(ext.title)}
                    onClick={() => void install({ input: { key: ext.key, projectId } })}
                    sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
                  >
                    {strings.install}
                  </Button>
                )
              ) : null}
            </Stack>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {ext.items.map((item) => (
                <Chip
                  key={item.title}
                  size="small"
                  variant="outlined"
                  label={item.title}
                  sx={
                    ext.type === 'TAGS' && item.detail
                      ? { borderColor: item.detail, borderLeftWidth: 6 }
                      : undefined
                  }
                />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
