import { layoutCarryOver } from './layoutCarryOver';
import { viewOrder } from './viewOrder';

describe('viewOrder', () => {
  const ids = ['a', 'b', 'c'];

  it('should put the view first with no view before it when it moves to the start', () => {
    expect(viewOrder(ids, 'c', 0)).toEqual({ order: ['c', 'a', 'b'], afterId: null });
  });

  it('should name the view it follows when it moves right or left', () => {
    expect(viewOrder(ids, 'a', 1)).toEqual({ order: ['b', 'a', 'c'], afterId: 'b' });
    expect(viewOrder(ids, 'a', 2)).toEqual({ order: ['b', 'c', 'a'], afterId: 'c' });
    expect(viewOrder(ids, 'c', 1)).toEqual({ order: ['a', 'c', 'b'], afterId: 'a' });
  });

  it('should move nothing when the place is its own, out of range, or the view is unknown', () => {
    expect(viewOrder(ids, 'b', 1)).toBeNull();
    expect(viewOrder(ids, 'b', -1)).toBeNull();
    expect(viewOrder(ids, 'b', 3)).toBeNull();
    expect(viewOrder(ids, 'x', 0)).toBeNull();
  });
});

describe('layoutCarryOver', () => {
  it('should say a board needs a group-by when the view has none', () => {
    const lines = layoutCarryOver('TABLE', 'BOARD', { groupName: null });
    expect(lines.join(' ')).toContain('A board needs something to group by');
  });

  it('should name the group-by a board keeps when the view has one', () => {
    expect(layoutCarryOver('LIST', 'BOARD', { groupName: 'Stage' })).toContain(
      'The board groups by Stage, as set before.',
    );
  });

  it('should say the group-by and the canvas objects stay with the view when leaving a board or a canvas', () => {
    expect(layoutCarryOver('BOARD', 'GRID', { groupName: 'Stage' }).join(' ')).toContain(
      'The group-by is kept with the view',
    );
    expect(layoutCarryOver('CANVAS', 'TABLE', { groupName: null }).join(' ')).toContain(
      'The objects on the canvas are kept with the view',
    );
  });
});
