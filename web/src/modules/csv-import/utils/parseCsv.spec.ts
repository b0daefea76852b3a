import { parseCsv } from './parseCsv';

describe('CSV import file reading', () => {
  it('should read quoted fields holding commas and line breaks, with trimmed headers', () => {
    const sut = parseCsv(
      ' Full name , E-mail \n"Hopper, Grace",grace@example.org\n"Ada\nLovelace",ada@example.org\n\n',
    );
    expect(sut.columns).toEqual(['Full name', 'E-mail']);
    expect(sut.rows).toEqual([
      { 'Full name': 'Hopper, Grace', 'E-mail': 'grace@example.org' },
      { 'Full name': 'Ada\nLovelace', 'E-mail': 'ada@example.org' },
    ]);
    expect(sut.problem).toBeNull();
  });

  it('should detect a semicolon delimiter', () => {
    const sut = parseCsv('name;email\nGrace;grace@example.org\nAda;ada@example.org');
    expect(sut.rows[1]).toEqual({ name: 'Ada', email: 'ada@example.org' });
  });

  it('should report a row whose quote never closes', () => {
    expect(parseCsv('name,email\n"Grace,grace@example.org\n').problem).not.toBeNull();
  });
});
