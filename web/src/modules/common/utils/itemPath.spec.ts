import { fromShortId, toShortId as serverShortId } from '../../../../../services/core/src';
import { breadcrumbLabel } from './breadcrumbLabel';
import { idFromPathSegment, itemPaths, itemSegment, slugify, toShortId } from './itemPath';
import { folderOptions } from '../../folders/utils/folderOptions';
import { moveBetween, placementOf } from '../../tag-boards/utils/boardColumns';

const ID = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';

describe('item paths (spec 000 §2, §9)', () => {
  it('should make the same short id as the server, and read it back', () => {
    expect(toShortId(ID)).toBe(serverShortId(ID));
    expect(fromShortId(toShortId(ID))).toBe(ID);
    expect(idFromPathSegment(`customer-interview-ana-${toShortId(ID)}`)).toBe(ID);
  });

  it('should keep old UUID links and refuse segments that name no id', () => {
    expect(idFromPathSegment(ID.toUpperCase())).toBe(ID);
    expect(idFromPathSegment('not-an-id!')).toBeNull();
    expect(idFromPathSegment('')).toBeNull();
  });

  it('should slug titles to lower-case words without accents, cut to 100 characters', () => {
    expect(slugify('  Customer interview: Ána (2nd) ')).toBe('customer-interview-ana-2nd');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('-')).toBe(false);
  });

  it('should build slug-short id paths and fall back to the short id for titles without letters', () => {
    expect(itemPaths.note({ id: ID, title: 'Interview with Ana' })).toBe(
      `/data/interview-with-ana-${toShortId(ID)}`,
    );
    expect(itemSegment({ id: ID, title: '!!!' })).toBe(toShortId(ID));
    expect(itemPaths.project({ id: ID, title: 'Checkout' }, 'highlights')).toBe(
      `/projects/checkout-${toShortId(ID)}/highlights`,
    );
  });
});

describe(breadcrumbLabel.name, () => {
  it('should cut a segment longer than 26 characters and keep shorter ones whole', () => {
    expect(breadcrumbLabel('Interviews with churned customers')).toBe('Interviews with churned c…');
    expect(breadcrumbLabel('Interviews with churned c…')).toHaveLength(26);
    expect(breadcrumbLabel('x'.repeat(26))).toBe('x'.repeat(26));
  });
});

describe(folderOptions.name, () => {
  it('should list folders depth first, siblings by name, each one level deeper than its parent', () => {
    const folder = (id: string, name: string, parentId: string | null) => ({
      id,
      shortId: id,
      name,
      parentId,
      projectCount: 0,
      folderCount: 0,
    });
    const options = folderOptions([
      folder('b', 'Beta', null),
      folder('a2', 'Zed', 'a'),
      folder('a', 'Alpha', null),
      folder('a1', 'Mid', 'a'),
      folder('orphan', 'Orphan', 'missing'),
    ]);
    expect(options.map((o) => `${o.depth}:${o.folder.name}`)).toEqual([
      '0:Alpha',
      '1:Mid',
      '1:Zed',
      '0:Beta',
      '0:Orphan',
    ]);
  });
});

describe('board columns', () => {
  it('should move a tag between columns and name the tag before it as its neighbour', () => {
    const columns = { ungrouped: ['t1', 't2'], g1: ['t3'], g2: [] };
    const moved = moveBetween(columns, 't2', 'g1', 1);
    expect(moved).toEqual({ ungrouped: ['t1'], g1: ['t3', 't2'], g2: [] });
    expect(placementOf(moved, 't2')).toEqual({ groupId: 'g1', afterTagId: 't3' });
    expect(placementOf(moveBetween(moved, 't1', 'g2', 0), 't1')).toEqual({ groupId: 'g2', afterTagId: null });
    expect(placementOf(moveBetween(moved, 't3', 'ungrouped', 5), 't3')).toEqual({
      groupId: null,
      afterTagId: null,
    });
  });
});
