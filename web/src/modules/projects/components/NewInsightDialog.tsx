import Dialog from '@mui/material/Dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogForm } from '../../common/components/DialogForm';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_INSIGHT_MUTATION } from '../../insights/operations';
import { TemplateSelect } from '../../templates/components/TemplateSelect';
import { INSIGHT_FROM_TEMPLATE_MUTATION } from '../../templates/operations';
import { projectStrings } from '../strings';
import { TitleField } from './TitleField';

/** Spec 000 §9: insight title 200 characters. */
const INSIGHT_TITLE_MAX = 200;

/**
 * The "New insight" dialog (createInsight, or createInsightFromTemplate with a template chosen): an
 * empty title makes an 'Untitled insight' (or takes the template's); opens it.
 */
export function NewInsightDialog({
  projectId,
  open,
  onClose,
  onCreated,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
  /** Done before the insight opens (a view places it in a board column). */
  onCreated?: (insight: { id: string }) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [create, blank] = useGraphqlMutation(CREATE_INSIGHT_MUTATION);
  const [createFromTemplate, templated] = useGraphqlMutation(INSIGHT_FROM_TEMPLATE_MUTATION);
  const { loading, error } = templateId ? templated : blank;

  const close = () => {
    setTitle('');
    setTemplateId('');
    blank.reset();
    templated.reset();
    onClose();
  };

  const submit = async () => {
    // With a template the insight starts with its document (and its title when none is typed).
    const insight = templateId
      ? (await createFromTemplate({ input: { projectId, templateId, title: title.trim() || null } }))
          ?.createInsightFromTemplate
      : (await create({ input: { projectId, title: title.trim() } }))?.createInsight;
    if (!insight) return;
    await onCreated?.(insight);
    navigate(itemPaths.insight(insight));
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={projectStrings.newInsight}
        error={error}
        busy={loading}
        canSubmit
        submitLabel={projectStrings.createInsight}
        busyLabel={projectStrings.creating}
        onSubmit={submit}
        onCancel={close}
      >
        <TitleField
          label={projectStrings.insightTitle}
          value={title}
          onChange={setTitle}
          max={INSIGHT_TITLE_MAX}
          required={false}
        />
        <TemplateSelect type="INSIGHT" value={templateId} onChange={setTemplateId} />
      </DialogForm>
    </Dialog>
  );
}
