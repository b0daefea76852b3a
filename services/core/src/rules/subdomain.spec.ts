import { slugifySubdomain, subdomainProblem } from './subdomain';

describe('subdomainProblem', () => {
  it('should accept when the subdomain has the accepted form', () => {
    expect(subdomainProblem('acme')).toBeNull();
    expect(subdomainProblem('acme-research-2')).toBeNull();
    expect(subdomainProblem('a'.repeat(50))).toBeNull();
  });

  it.each([
    ['abc', 'at least 4'],
    ['a'.repeat(51), 'at most 50'],
    ['Acme', 'lowercase'],
    ['-acme', 'start and end'],
    ['acme-', 'start and end'],
    ['ac_me', 'lowercase letters, digits and hyphens'],
    ['acme.io', 'lowercase letters, digits and hyphens'],
    ['admin-team', 'reserved'],
    ['www1', null],
    ['good-fuck-co', 'not allowed'],
  ])('should judge %s when validated', (value, problem) => {
    const result = subdomainProblem(value);
    if (problem === null) expect(result).toBeNull();
    else expect(result).toContain(problem);
  });
});

describe('slugifySubdomain', () => {
  it('should follow the naming rules when given a team name', () => {
    expect(slugifySubdomain('  Acme   Research & Co  ')).toBe('acme-research-co');
    expect(slugifySubdomain('Ünïcode Team')).toBe('ncode-team');
    expect(slugifySubdomain('a/b team')).toBe('a/b-team');
  });

  it('should cut at a word boundary when longer than 30 characters', () => {
    const slug = slugifySubdomain('The Very Long Customer Research Team Name');
    expect(slug).toBe('the-very-long-customer');
    expect(slug.length).toBeLessThanOrEqual(30);
  });
});
