import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { BoardColumnFrame } from '../../common/components/BoardColumnFrame';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay, ViewItem } from '../types/ViewItem';
import { type CardMoveChoice, ViewCard } from './ViewCard';

/** One column of a view's board: a drop target holding its sortable cards. */
export function ViewBoardColumn({
  id,
  title,
  color,
  count,
  items,
  display,
  editable,
  choicesFor,
  onChoose,
  onAdd,
  addLabel,
}: {
  id: string;
  title: string;
  color: string | null;
  count: number;
  items: ViewItem[];
  display: ViewDisplay;
  editable: boolean;
  choicesFor: (itemId: string) => CardMoveChoice[];
  onChoose: (itemId: string, choice: CardMoveChoice) => void;
  /** Writes a new item into this column (its value set to the column's), when the board can. */
  onAdd?: () => void;
  /** The + button's name, given the column's title. */
  addLabel?: (title: string) => string;
}) {
  return (
    <BoardColumnFrame
      id={id}
      testId="view-column"
      title={title}
      caption={strings.cardCount(count)}
      color={color}
      background="action.selected"
      cardIds={items.map((i) => i.id)}
      emptyText={editable ? strings.emptyColumn : null}
      actions={
        onAdd && addLabel ? (
          <Tooltip title={addLabel(title)}>
            <IconButton size="small" aria-label={addLabel(title)} onClick={onAdd}>
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null
      }
    >
      {items.map((item) => (
        <ViewCard
          key={item.id}
          item={item}
          display={display}
          editable={editable}
          choices={choicesFor(item.id)}
          onChoose={(choice) => onChoose(item.id, choice)}
        />
      ))}
    </BoardColumnFrame>
  );
}
