import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ItemActionsMenu } from '../../common/components/ItemActionsMenu';

/** A theme's or topic's ⋮ menu in its list: edit or delete it (the list opens the dialogs). `label` names the button. */
export function EditDeleteMenu({
  label,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  label: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <ItemActionsMenu
      label={label}
      size="small"
      actions={[
        { kind: 'command', label: editLabel, icon: <EditOutlinedIcon fontSize="small" />, onSelect: onEdit },
        {
          kind: 'command',
          label: deleteLabel,
          icon: <DeleteOutlineIcon fontSize="small" />,
          danger: true,
          onSelect: onDelete,
        },
      ]}
    />
  );
}
