import AddIcon from '@mui/icons-material/Add';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { itemSegment } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { EmptyState } from '../../projects/components/EmptyState';
import { TEMPLATES_QUERY } from '../operations';
import { templateStrings as strings } from '../strings';
import { DeleteTemplateButton } from './DeleteTemplateButton';
import { NewTemplateDialog } from './NewTemplateDialog';
import { TemplatesPageHeader } from './TemplatesPageHeader';

const templatePath = (t: { id: string; title: string }) => `/settings/templates/insights/${itemSegment(t)}`;

/** Spec 000 §2 /settings/templates/insights: the insight templates; managers add and delete them. */
export function InsightTemplatesPage() {
  const navigate = useNavigate();
  const isManager = useViewer().viewer?.role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(TEMPLATES_QUERY, { type: 'INSIGHT' });
  const [creating, setCreating] = useState(false);
  const templates = data?.workspaceTemplates ?? [];
  return (
    <>
      <TemplatesPageHeader
        title={strings.insightTemplates}
        intro={
          isManager
            ? strings.insightTemplatesIntro
            : `${strings.insightTemplatesIntro} ${strings.managersOnly}`
        }
        action={
          isManager ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {strings.newInsightTemplate}
            </Button>
          ) : null
        }
      />
      <NewTemplateDialog
        type="INSIGHT"
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(template) => void navigate(templatePath(template))}
      />
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && templates.length === 0 ? (
        <EmptyState
          text={strings.noInsightTemplates}
          hint={isManager ? strings.noInsightTemplatesHint : undefined}
        />
      ) : null}
      {templates.length > 0 ? (
        <Paper variant="outlined">
          <List disablePadding aria-label={strings.insightTemplates}>
            {templates.map((template, index) => (
              <ListItem
                key={template.id}
                disablePadding
                divider={index < templates.length - 1}
                secondaryAction={isManager ? <DeleteTemplateButton template={template} /> : undefined}
              >
                <ListItemButton component={RouterLink} to={templatePath(template)}>
                  <ListItemIcon>
                    <ArticleOutlinedIcon />
                  </ListItemIcon>
                  <ListItemText
                    primary={template.title}
                    secondary={template.description || template.content.slice(0, 160) || null}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
    </>
  );
}
