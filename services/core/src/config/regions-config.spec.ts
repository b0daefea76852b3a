import { loadConfig, regionsShareADatabase, servedRegions } from './config';

const base = { DATABASE_URL: 'postgres://db/control', NODE_ENV: 'test' };

describe('served regions and their databases', () => {
  it("should offer the served regions in the spec's order whatever order SERVED_REGIONS names them in", () => {
    expect(servedRegions(loadConfig({ ...base, SERVED_REGIONS: 'EU_A, US_A' }))).toEqual(['US_A', 'EU_A']);
    expect(servedRegions(loadConfig(base))).toEqual(['US_A', 'US_B', 'EU_A', 'AU_A']);
  });

  it('should say regions share a database when any two served regions fall back to the same URL', () => {
    expect(regionsShareADatabase(loadConfig(base))).toBe(true);
    expect(
      regionsShareADatabase(
        loadConfig({ ...base, SERVED_REGIONS: 'US_A,EU_A', REGION_EU_A_DATABASE_URL: 'postgres://db/eu' }),
      ),
    ).toBe(false);
    expect(
      regionsShareADatabase(
        loadConfig({
          ...base,
          SERVED_REGIONS: 'US_A,EU_A',
          REGION_US_A_DATABASE_URL: 'postgres://db/same',
          REGION_EU_A_DATABASE_URL: 'postgres://db/same',
        }),
      ),
    ).toBe(true);
  });

  it('should not count a single served region as sharing', () => {
    expect(regionsShareADatabase(loadConfig({ ...base, SERVED_REGIONS: 'EU_A' }))).toBe(false);
  });
});
