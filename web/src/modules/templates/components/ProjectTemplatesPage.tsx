import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { TagChip } from '../../common/components/TagChip';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { EmptyState } from '../../projects/components/EmptyState';
import { canEdit } from '../../projects/utils/canEdit';
import { TEMPLATES_QUERY } from '../operations';
import { templateStrings as strings } from '../strings';
import { DeleteTemplateButton } from './DeleteTemplateButton';
import { NewTemplateDialog } from './NewTemplateDialog';
import { TemplatesPageHeader } from './TemplatesPageHeader';
import { UseProjectTemplateDialog } from './UseProjectTemplateDialog';

/**
 * Spec 000 §2 /settings/templates/projects: each project template with the tags and fields it
 * gives a new project; contributors create projects from them, managers add and delete them.
 */
export function ProjectTemplatesPage() {
  const role = useViewer().viewer?.role;
  const isManager = role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(TEMPLATES_QUERY, { type: 'PROJECT' });
  const [creating, setCreating] = useState(false);
  const [using, setUsing] = useState<{ id: string; title: string } | null>(null);
  const templates = data?.workspaceTemplates ?? [];
  return (
    <>
      <TemplatesPageHeader
        title={strings.projectTemplates}
        intro={
          isManager
            ? strings.projectTemplatesIntro
            : `${strings.projectTemplatesIntro} ${strings.managersOnly}`
        }
        action={
          isManager ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {strings.newProjectTemplate}
            </Button>
          ) : null
        }
      />
      <NewTemplateDialog
        type="PROJECT"
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => undefined}
      />
      <UseProjectTemplateDialog template={using} onClose={() => setUsing(null)} />
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && templates.length === 0 ? (
        <EmptyState
          text={strings.noProjectTemplates}
          hint={isManager ? strings.noProjectTemplatesHint : undefined}
        />
      ) : null}
      <Stack spacing={2}>
        {templates.map((template) => {
          const structure = template.projectStructure;
          return (
            <Paper
              key={template.id}
              variant="outlined"
              component="section"
              aria-label={template.title}
              data-testid="project-template"
              sx={{ p: 2 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    variant="subtitle1"
                    component="h2"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {template.title}
                  </Typography>
                  {template.description ? (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {template.description}
                    </Typography>
                  ) : null}
                </Stack>
                {isManager ? <DeleteTemplateButton template={template} /> : null}
              </Stack>
              {structure ? (
                <>
                  <Typography variant="body2" sx={{ mt: 1.5, mb: 0.5 }}>
                    {strings.tagsLine(structure.tags.length)} · {strings.fieldsLine(structure.fields.length)}
                  </Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {structure.tags.map((tag) => (
                      <TagChip key={tag.title} title={tag.title} color={tag.color} />
                    ))}
                    {structure.fields.map((field) => (
                      <Chip
                        key={`${field.target}:${field.label}`}
                        size="small"
                        variant="outlined"
                        label={`${strings.fieldTarget[field.target] ?? field.target}: ${field.label}`}
                      />
                    ))}
                  </Stack>
                </>
              ) : null}
              {canEdit(role) ? (
                <Button
                  sx={{ mt: 1.5 }}
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => setUsing(template)}
                  aria-label={`${strings.useTemplate} from ${template.title}`}
                >
                  {strings.useTemplate}
                </Button>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
