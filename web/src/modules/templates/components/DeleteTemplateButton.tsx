import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_TEMPLATE_MUTATION } from '../operations';
import { templateStrings as strings } from '../strings';

/** Deletes a template after asking (managers); `onDeleted` follows, e.g. back to the list. */
export function DeleteTemplateButton({
  template,
  onDeleted,
}: {
  template: { id: string; title: string };
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [remove, { loading, error, reset }] = useGraphqlMutation(DELETE_TEMPLATE_MUTATION, {
    refetchQueries: ['WorkspaceTemplates'],
  });
  return (
    <>
      <IconButton aria-label={`${strings.delete} ${template.title}`} onClick={() => setOpen(true)} edge="end">
        <DeleteOutlineIcon />
      </IconButton>
      <ConfirmDialog
        open={open}
        title={strings.deleteTitle(template.title)}
        body={strings.deleteBody}
        confirmLabel={strings.delete}
        busy={loading}
        error={error}
        onConfirm={async () => {
          if (!(await remove({ id: template.id }))) return;
          setOpen(false);
          onDeleted?.();
        }}
        onCancel={() => {
          reset();
          setOpen(false);
        }}
      />
    </>
  );
}
