import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { Fragment, type ReactNode, useState } from 'react';
import { errorMessage } from '../../graphql/utils/errorMessage';
import type { MutationState } from '../../graphql/hooks/useGraphqlMutation';
import { ConfirmDialog } from './ConfirmDialog';
import { NameDialog } from './NameDialog';

interface ActionBase {
  /** The menu item's text (and accessible name). */
  label: string;
  icon?: ReactNode;
  /** Shown in the error colour: the item destroys something. */
  danger?: boolean;
}

/** Runs at once; a promise that rejects shows its error in a snackbar (a refusal is never swallowed). */
export interface CommandAction extends ActionBase {
  kind: 'command';
  onSelect: () => void | Promise<unknown>;
}

/** Opens the name dialog filled with the current name; `onSubmit` resolves true when it may close. */
export interface RenameAction extends ActionBase {
  kind: 'rename';
  dialog: {
    title: string;
    label: string;
    initialValue: string;
    max: number;
    submitLabel: string;
    busyLabel: string;
  };
  mutation: MutationState;
  onSubmit: (name: string) => Promise<boolean>;
}

/** Opens a dialog of the caller's (a picker to move the item, a form to edit it). */
export interface DialogAction extends ActionBase {
  kind: 'dialog';
  render: (dialog: { open: boolean; onClose: () => void }) => ReactNode;
}

/** Asks first; `onConfirm` resolves true once done (the caller then navigates, refetches, offers Undo). */
export interface DeleteAction extends ActionBase {
  kind: 'delete';
  confirm: { title: string; body: string; confirmLabel: string };
  mutation: MutationState;
  onConfirm: () => Promise<boolean>;
}

export type ItemAction = CommandAction | RenameAction | DialogAction | DeleteAction;

/**
 * An item's ⋮ menu (a folder, board, group, note, project, theme or topic): the button, the menu and
 * the dialogs its actions open. `actions` are the items in order; a falsy entry is left out (an
 * action that does not apply now). The menu closes before an action runs or its dialog opens.
 */
export function ItemActionsMenu({
  label,
  actions,
  size = 'medium',
}: {
  /** The button's accessible name ("Folder actions"). */
  label: string;
  actions: readonly (ItemAction | false | null | undefined)[];
  size?: 'small' | 'medium';
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The index of the action whose dialog is open. */
  const [opened, setOpened] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const closeDialog = () => setOpened(null);

  const select = (action: ItemAction, index: number) => {
    setAnchor(null);
    if (action.kind === 'command') {
      Promise.resolve(action.onSelect()).catch(setFailure);
      return;
    }
    if (action.kind === 'rename' || action.kind === 'delete') action.mutation.reset();
    setOpened(index);
  };

  return (
    <>
      <IconButton
        size={size === 'small' ? 'small' : undefined}
        aria-label={label}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize={size === 'small' ? 'small' : undefined} />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action, index) =>
          action ? (
            <MenuItem
              key={action.label}
              sx={action.danger ? { color: 'error.main' } : undefined}
              onClick={() => select(action, index)}
            >
              {action.icon ? (
                <ListItemIcon sx={action.danger ? { color: 'inherit' } : undefined}>
                  {action.icon}
                </ListItemIcon>
              ) : null}
              {action.label}
            </MenuItem>
          ) : null,
        )}
      </Menu>
      {actions.map((action, index) => {
        if (!action) return null;
        const open = opened === index;
        switch (action.kind) {
          case 'rename':
            return (
              <NameDialog
                key={action.label}
                open={open}
                {...action.dialog}
                busy={action.mutation.loading}
                error={action.mutation.error}
                onSubmit={action.onSubmit}
                onClose={closeDialog}
              />
            );
          case 'delete':
            return (
              <ConfirmDialog
                key={action.label}
                open={open}
                {...action.confirm}
                busy={action.mutation.loading}
                error={action.mutation.error}
                onConfirm={() => {
                  void action.onConfirm().then((done) => {
                    if (done) closeDialog();
                  });
                }}
                onCancel={closeDialog}
              />
            );
          case 'dialog':
            return <Fragment key={action.label}>{action.render({ open, onClose: closeDialog })}</Fragment>;
          default:
            return null;
        }
      })}
      <Snackbar open={failure !== null} autoHideDuration={8000} onClose={() => setFailure(null)}>
        <Alert severity="error" onClose={() => setFailure(null)}>
          {errorMessage(failure)}
        </Alert>
      </Snackbar>
    </>
  );
}
