import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CREATE_INSIGHT_MUTATION } from '../../insights/operations';
import { PROJECTS_QUERY } from '../../projects/operations';
import { CHANNEL_DATAPOINTS_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { type InsightSource, byline, insightDocument } from './insightDocument';
import {
  CHOSEN_QUOTES,
  INSIGHT_TITLE_MAX,
  OFFERED_QUOTES,
  insightFromChannelStrings as strings,
} from './strings';

/**
 * "Write an insight" from a theme or topic page: the member picks a project, a title (the theme's or
 * topic's to begin with) and which of its newest data points to quote; the insight is created with
 * that evidence (see insightDocument) and opens, ready for the finding to be written.
 */
export function InsightFromChannelDialog({
  open,
  onClose,
  source,
  filter,
}: {
  open: boolean;
  onClose: () => void;
  source: Omit<InsightSource, 'url'> & { path: string; channelId: string };
  /** Which data points are the evidence: the theme's or the topic's. */
  filter: { themeId: string } | { topicId: string };
}) {
  const navigate = useNavigate();
  const projects = useGraphqlQuery(PROJECTS_QUERY, { archived: false }, { skip: !open });
  const datapoints = useGraphqlQuery(
    CHANNEL_DATAPOINTS_QUERY,
    { input: { channelId: source.channelId, ...filter, limit: OFFERED_QUOTES } },
    { skip: !open },
  );
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_INSIGHT_MUTATION);
  const [projectId, setProjectId] = useState('');
  const [title, setTitle] = useState(source.title);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const offered = useMemo(() => datapoints.data?.channelDatapoints.items ?? [], [datapoints.data]);
  const projectList = projects.data?.projects ?? [];

  useEffect(() => {
    if (open) setTitle(source.title);
  }, [open, source.title]);
  // The newest few are ticked once the list arrives; the member changes the choice from there.
  const picked = chosen ?? new Set(offered.slice(0, CHOSEN_QUOTES).map((d) => d.id));
  const onlyProject = projectList.length === 1 ? projectList[0].id : '';
  const target = projectId || onlyProject;

  const close = () => {
    setProjectId('');
    setChosen(null);
    reset();
    onClose();
  };
  const toggle = (id: string) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const submit = async () => {
    const quotes = offered.filter((d) => picked.has(d.id));
    const document = insightDocument(
      { ...source, url: new URL(source.path, window.location.origin).toString() },
      quotes,
    );
    const result = await create({
      input: { projectId: target, title: title.trim(), contentJson: JSON.stringify(document) },
    });
    if (result) navigate(`/insights/${result.createInsight.id}`);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={strings.dialogTitle}
        error={error ?? projects.error ?? datapoints.error}
        busy={loading}
        canSubmit={Boolean(target) && !datapoints.loading}
        submitLabel={strings.create}
        busyLabel={strings.creating}
        onSubmit={submit}
        onCancel={close}
      >
        <Typography variant="body2" color="text.secondary">
          {strings.intro(source.kind, channelStrings.datapointCount(source.total))}
        </Typography>
        {projects.data && projectList.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {strings.noProject}
          </Alert>
        ) : (
          <TextField
            select
            label={strings.project}
            value={target}
            onChange={(event) => setProjectId(event.target.value)}
            helperText={strings.projectHelper}
            required
            fullWidth
            margin="normal"
          >
            {projectList.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={strings.insightTitle}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: INSIGHT_TITLE_MAX } }}
        />
        <FormLabel component="legend" sx={{ mt: 2 }}>
          {strings.quotes}
        </FormLabel>
        {offered.length === 0 && datapoints.data ? (
          <Typography variant="body2" color="text.secondary">
            {strings.noQuotes}
          </Typography>
        ) : (
          <FormGroup role="group" aria-label={strings.quotes}>
            {offered.map((d) => (
              <FormControlLabel
                key={d.id}
                sx={{ alignItems: 'flex-start', mt: 0.5 }}
                control={<Checkbox size="small" checked={picked.has(d.id)} onChange={() => toggle(d.id)} />}
                label={
                  <>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', pt: 0.75 }}>
                      {d.text}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {byline(d)}
                    </Typography>
                  </>
                }
              />
            ))}
          </FormGroup>
        )}
        <FormHelperText>{strings.quotesHelper(picked.size, OFFERED_QUOTES)}</FormHelperText>
      </DialogForm>
    </Dialog>
  );
}
