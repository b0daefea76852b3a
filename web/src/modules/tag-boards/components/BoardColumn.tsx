import type { ReactNode } from 'react';
import { BoardColumnFrame } from '../../common/components/BoardColumnFrame';
import { tagBoardStrings as strings } from '../strings';
import type { BoardTag } from '../types/TagBoard';
import { type MoveChoice, TagCard } from './TagCard';

/** One column of the board (a group, or the ungrouped area): a drop target holding sortable tags. */
export function BoardColumn({
  id,
  title,
  color,
  hint,
  tags,
  editable,
  actions,
  choicesFor,
  onChoose,
}: {
  id: string;
  title: string;
  color: string | null;
  hint?: string;
  tags: BoardTag[];
  editable: boolean;
  actions?: ReactNode;
  choicesFor: (tagId: string) => MoveChoice[];
  onChoose: (tagId: string, choice: MoveChoice) => void;
}) {
  return (
    <BoardColumnFrame
      id={id}
      testId="board-column"
      title={title}
      caption={hint ?? strings.tagCount(tags.length)}
      color={color}
      background="action.hover"
      actions={actions}
      cardIds={tags.map((t) => t.id)}
      emptyText={editable ? strings.emptyGroup : null}
    >
      {tags.map((tag) => (
        <TagCard
          key={tag.id}
          tag={tag}
          editable={editable}
          choices={choicesFor(tag.id)}
          onChoose={(choice) => onChoose(tag.id, choice)}
        />
      ))}
    </BoardColumnFrame>
  );
}
