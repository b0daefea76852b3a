import type { ProjectViewLayout } from '../../../gql/graphql';
import { projectViewStrings as strings } from '../strings';

/**
 * What changing a view from one layout to another keeps, in sentences. The server keeps the whole
 * state whatever the layout; each layout reads its own part (a board its group-by, a canvas its
 * objects, a table its columns), so nothing is lost by switching and switching back.
 */
export function layoutCarryOver(
  from: ProjectViewLayout,
  to: ProjectViewLayout,
  board: { groupName: string | null },
): string[] {
  const lines: string[] = [strings.layoutCarryOver.always, strings.layoutCarryOver[to]];
  if (to === 'BOARD')
    lines.push(board.groupName ? strings.boardKeepsGroup(board.groupName) : strings.boardNeedsGroupChoice);
  if (from === 'BOARD' && to !== 'BOARD') lines.push(strings.leavingBoard);
  if (from === 'CANVAS' && to !== 'CANVAS') lines.push(strings.leavingCanvas);
  return lines;
}
