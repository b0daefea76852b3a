import { distinctPersonNames } from './distinctPersonNames';

describe('distinctPersonNames', () => {
  it('should keep names that already differ as they are', () => {
    expect(
      distinctPersonNames(
        { name: 'Priya Raman', email: 'p@a.io', noteCount: 1 },
        { name: 'Ana', noteCount: 0 },
      ),
    ).toEqual(['Priya Raman', 'Ana']);
  });

  it('should tell two people of the same name apart by e-mail, saying when one has none', () => {
    expect(
      distinctPersonNames(
        { name: 'Priya Raman', email: 'priya@acme.io', noteCount: 2 },
        { name: 'Priya Raman', email: null, noteCount: 2 },
      ),
    ).toEqual(['Priya Raman (priya@acme.io)', 'Priya Raman (no e-mail)']);
  });

  it('should fall back to note counts, then to their order, when names and e-mails agree', () => {
    expect(
      distinctPersonNames({ name: 'Priya', noteCount: 1 }, { name: 'Priya', email: '', noteCount: 0 }),
    ).toEqual(['Priya (1 note)', 'Priya (no notes)']);
    expect(distinctPersonNames({ name: 'Priya', noteCount: 3 }, { name: 'Priya', noteCount: 3 })).toEqual([
      'Priya (first)',
      'Priya (second)',
    ]);
  });
});
