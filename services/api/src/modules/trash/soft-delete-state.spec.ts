import { SoftDeleteState, moveToTrash, softDeleteStateOf, takeOutOfTrash } from './soft-delete-state';

const buildRow = () => ({ id: 'row-1', deletedAt: null as Date | null, deletedBy: null as string | null });

describe('soft-delete state', () => {
  it('should be LIVE when neither trash column is set', () => {
    expect(softDeleteStateOf(buildRow())).toBe(SoftDeleteState.LIVE);
  });

  it('should record when and by whom when a live row moves to the trash', () => {
    const sut = buildRow();
    const at = new Date('2026-01-02T03:04:05Z');
    moveToTrash(sut, 'member-1', at);
    expect(sut).toEqual({ id: 'row-1', deletedAt: at, deletedBy: 'member-1' });
    expect(softDeleteStateOf(sut)).toBe(SoftDeleteState.IN_TRASH);
  });

  it('should clear both columns when a row comes out of the trash', () => {
    const sut = buildRow();
    moveToTrash(sut, 'member-1');
    takeOutOfTrash(sut);
    expect(sut).toEqual(buildRow());
    expect(softDeleteStateOf(sut)).toBe(SoftDeleteState.LIVE);
  });

  it('should throw and change nothing when a row already in the trash is moved there again', () => {
    const sut = buildRow();
    const at = new Date('2026-01-02T03:04:05Z');
    moveToTrash(sut, 'member-1', at);
    expect(() => moveToTrash(sut, 'member-2')).toThrow('row-1 is already in the trash');
    expect(sut).toEqual({ id: 'row-1', deletedAt: at, deletedBy: 'member-1' });
  });

  it('should throw when a live row is taken out of the trash', () => {
    expect(() => takeOutOfTrash(buildRow())).toThrow('row-1 is not in the trash');
  });
});
