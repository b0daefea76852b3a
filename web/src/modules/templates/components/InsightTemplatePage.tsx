import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/react';
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { TEMPLATE_QUERY, UPDATE_TEMPLATE_MUTATION } from '../operations';
import { TEMPLATE_DESCRIPTION_MAX, TEMPLATE_TITLE_MAX, templateStrings as strings } from '../strings';
import { DeleteTemplateButton } from './DeleteTemplateButton';
import { TemplateDocumentEditor } from './TemplateDocumentEditor';
import { TemplateTextFields } from './TemplateTextFields';

type Template = NonNullable<ReturnType<typeof useTemplate>['data']>['workspaceTemplate'];

function useTemplate(id: string) {
  return useGraphqlQuery(TEMPLATE_QUERY, { id });
}

/** Spec 000 §2 /settings/templates/insights/{insightId}: an insight template's title, description and document. */
export function InsightTemplatePage() {
  const { insightId = '' } = useParams();
  const { data, error, loading, refetch } = useTemplate(insightId);
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  return <TemplateForm key={data.workspaceTemplate.id} template={data.workspaceTemplate} />;
}

function TemplateForm({ template }: { template: Template }) {
  const navigate = useNavigate();
  const isManager = useViewer().viewer?.role === 'MANAGER';
  const [title, setTitle] = useState(template.title);
  const [description, setDescription] = useState(template.description);
  const [documentChanged, setDocumentChanged] = useState(false);
  const [saved, setSaved] = useState(false);
  const editor = useRef<Editor | null>(null);
  const [save, { loading, error }] = useGraphqlMutation(UPDATE_TEMPLATE_MUTATION);
  const changed = title !== template.title || description !== template.description || documentChanged;
  const onReady = useCallback((ready: Editor) => {
    editor.current = ready;
  }, []);
  const onChange = useCallback(() => {
    setDocumentChanged(true);
    setSaved(false);
  }, []);

  const submit = async () => {
    const result = await save({
      input: {
        id: template.id,
        title: title.trim(),
        description: description.trim(),
        ...(documentChanged && editor.current
          ? { contentJson: JSON.stringify(editor.current.getJSON()) }
          : {}),
      },
    });
    if (!result) return;
    setDocumentChanged(false);
    setSaved(true);
  };

  return (
    <Stack spacing={1}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/settings/templates/insights">
          {strings.backToInsightTemplates}
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {template.title}
        </Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {template.title}
        </Typography>
        {isManager ? (
          <DeleteTemplateButton
            template={template}
            onDeleted={() => void navigate('/settings/templates/insights')}
          />
        ) : null}
      </Stack>
      <TemplateTextFields
        title={title}
        description={description}
        onTitle={(value) => {
          setTitle(value);
          setSaved(false);
        }}
        onDescription={(value) => {
          setDescription(value);
          setSaved(false);
        }}
        titleMax={TEMPLATE_TITLE_MAX}
        descriptionMax={TEMPLATE_DESCRIPTION_MAX}
        disabled={!isManager}
      />
      <TemplateDocumentEditor
        contentJson={template.contentJson ?? null}
        content={template.content}
        editable={isManager}
        onReady={onReady}
        onChange={onChange}
      />
      {error ? <ErrorNotice error={error} /> : null}
      {isManager ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={!changed || loading || !title.trim()}
            onClick={() => void submit()}
          >
            {loading ? strings.saving : strings.save}
          </Button>
          {saved && !changed ? (
            <Typography color="success.main" role="status">
              {strings.saved}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
