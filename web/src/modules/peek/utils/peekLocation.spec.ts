import { toShortId } from '../../common/utils/itemPath';
import { readPeekHistoryState } from './peekHistoryState';
import { searchWithPeek } from './peekSearch';
import { peekTarget } from './peekTarget';

const ID = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';
const SHORT = toShortId(ID);

describe('peek addresses (spec 000 §2)', () => {
  it('should read a note, insight or tag path, with its slug, short id or UUID and a fragment', () => {
    expect(peekTarget(`/data/interview-with-dana-${SHORT}`)).toEqual({
      kind: 'note',
      path: `/data/interview-with-dana-${SHORT}`,
      segment: `interview-with-dana-${SHORT}`,
      key: `/data/${ID}`,
    });
    expect(peekTarget(`/insights/${ID}`)?.kind).toBe('insight');
    expect(peekTarget(`/tags/slow-onboarding-${SHORT}`)?.kind).toBe('tag');
    expect(peekTarget(`/people/ana-lima-${SHORT}`)?.kind).toBe('person');
    expect(peekTarget(`/contacts/${ID}`)?.kind).toBe('person');
    expect(peekTarget(`/data/renamed-${SHORT}#highlight-${ID}`)?.key).toBe(`/data/${ID}#highlight-${ID}`);
  });

  it('should find the same item under another slug when the item was renamed', () => {
    expect(peekTarget(`/data/old-title-${SHORT}`)?.key).toBe(peekTarget(`/data/new-title-${SHORT}`)?.key);
  });

  it('should refuse an address that names no peekable page when it comes from the URL', () => {
    for (const path of [
      null,
      '',
      '/projects/p',
      '/data/',
      `/data/${SHORT}/reels/x`,
      `//evil.example/data/${SHORT}`,
      `https://evil.example/data/${SHORT}`,
      `/data/${SHORT}?x=1`,
      '/data/not!an-id',
      `/data/${'z'.repeat(23)}`,
    ]) {
      expect(peekTarget(path)).toBeNull();
    }
  });

  it("should set and clear the peek while keeping the list's own parameters", () => {
    const search = searchWithPeek('?tag=a&tag=b&page=2', `/data/x-${SHORT}#highlight-1`);
    const params = new URLSearchParams(search);
    expect(params.getAll('tag')).toEqual(['a', 'b']);
    expect(params.get('page')).toBe('2');
    expect(params.get('peek')).toBe(`/data/x-${SHORT}#highlight-1`);
    expect(searchWithPeek(search, null)).toBe('?tag=a&tag=b&page=2');
    expect(searchWithPeek(`?peek=%2Fdata%2F${SHORT}`, null)).toBe('');
  });

  it("should keep only the peek's own history state, and only paths of the app", () => {
    expect(readPeekHistoryState({ peekOpened: true, other: 1 })).toEqual({ peekOpened: true });
    expect(readPeekHistoryState({ peekFrom: '/projects/p/notes?tag=a' })).toEqual({
      peekFrom: '/projects/p/notes?tag=a',
    });
    expect(readPeekHistoryState({ peekFrom: '//evil.example/x' })).toEqual({});
    expect(readPeekHistoryState({ peekFrom: 'https://evil.example/x' })).toEqual({});
    expect(readPeekHistoryState({ peekOpened: 'yes' })).toEqual({});
    expect(readPeekHistoryState(null)).toEqual({});
  });
});
