import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { evicts } from '../../graphql/utils/evicts';
import { MERGE_TAGS_MUTATION } from '../operations';
import { tagStrings } from '../strings';
import type { Tag } from '../types/Tag';

// The merged tag is gone from every list; the answer is the target, with its new count.
const SOURCE_GONE = evicts('Tag', 'sourceId');

/** Merges `tag` into a target picked from `candidates`, after saying what will happen. */
export function MergeTagDialog({
  tag,
  candidates,
  onClose,
  onDone,
}: {
  tag: Tag;
  candidates: Tag[];
  onClose: () => void;
  onDone: () => void;
}) {
  // The server's rule: a workspace tag merges into a workspace tag, a project tag into a tag of its
  // own project or a workspace tag.
  const targets = candidates.filter(
    (t) => t.id !== tag.id && (t.projectId === null || t.projectId === tag.projectId),
  );
  const [targetId, setTargetId] = useState('');
  const [merge, { loading, error }] = useGraphqlMutation(MERGE_TAGS_MUTATION, { update: SOURCE_GONE });
  const target = targets.find((t) => t.id === targetId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogForm
        title={tagStrings.mergeTitle(tag.title)}
        error={error}
        busy={loading}
        canSubmit={target !== undefined}
        submitLabel={tagStrings.mergeConfirm}
        busyLabel={tagStrings.mergeConfirm}
        onCancel={onClose}
        onSubmit={async () => {
          if (await merge({ sourceId: tag.id, targetId })) onDone();
        }}
      >
        <TextField
          select
          fullWidth
          margin="normal"
          label={tagStrings.mergeTarget}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
        >
          {targets.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.title}
            </MenuItem>
          ))}
        </TextField>
        {target ? (
          <Typography color="text.secondary">
            {tagStrings.mergeExplain(tag.title, target.title, tag.highlightCount)}
          </Typography>
        ) : null}
      </DialogForm>
    </Dialog>
  );
}
