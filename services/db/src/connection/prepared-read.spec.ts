import { numberedPlaceholders } from './prepared-read';

describe('numberedPlaceholders', () => {
  it('should number each placeholder in order when they stand outside quotes', () => {
    const sut = numberedPlaceholders('select a from t where b = ? and c = any(?::uuid[]) limit ?');
    expect(sut).toEqual({ text: 'select a from t where b = $1 and c = any($2::uuid[]) limit $3', count: 3 });
  });

  it('should leave a question mark alone when it stands in a quoted literal or identifier', () => {
    const sut = numberedPlaceholders(`select 'why?' as "what?", 'it''s ?' from t where x = ?`);
    expect(sut).toEqual({ text: `select 'why?' as "what?", 'it''s ?' from t where x = $1`, count: 1 });
  });

  it('should refuse an identifier placeholder when the SQL has one', () => {
    expect(() => numberedPlaceholders('select ?? from t')).toThrow('cannot be prepared');
  });

  it('should refuse an escaped mark when the SQL has one', () => {
    expect(() => numberedPlaceholders('select data \\? x from t')).toThrow('cannot be prepared');
  });
});
