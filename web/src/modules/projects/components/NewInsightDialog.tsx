import Dialog from '@mui/material/Dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogForm } from '../../common/components/DialogForm';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_INSIGHT_MUTATION } from '../../insights/operations';
import { projectStrings } from '../strings';
import { TitleField } from './TitleField';

/** Spec 000 §9: insight title 200 characters. */
const INSIGHT_TITLE_MAX = 200;

/** The "New insight" dialog (createInsight): an empty title makes an 'Untitled insight'; opens it. */
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
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_INSIGHT_MUTATION);

  const close = () => {
    setTitle('');
    reset();
    onClose();
  };

  const submit = async () => {
    const result = await create({ input: { projectId, title: title.trim() } });
    if (!result) return;
    await onCreated?.(result.createInsight);
    navigate(itemPaths.insight(result.createInsight));
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
      </DialogForm>
    </Dialog>
  );
}
