import { Databases } from './databases';

/** The same database under another URL: a distinct pool, as a region's own database would have. */
function otherUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}application_name=region_db`;
}

describe('Databases.outboxDatabases', () => {
  const url = process.env.DATABASE_URL as string;

  it('should list the shared database once when the control database is every region database', async () => {
    const databases = await Databases.open({ DB_POOL_SIZE: 1, DATABASE_URL: url });
    try {
      const outboxes = databases.outboxDatabases();
      expect(outboxes).toHaveLength(1);
      expect(outboxes[0]?.orm).toBe(databases.control());
      expect(outboxes[0]?.regions.length).toBeGreaterThan(0);
    } finally {
      await databases.close();
    }
  });

  it('should add the control database, with no region, when every region has a database of its own', async () => {
    const region = otherUrl(url);
    const databases = await Databases.open({
      DB_POOL_SIZE: 1,
      DATABASE_URL: url,
      REGION_US_A_DATABASE_URL: region,
      REGION_US_B_DATABASE_URL: region,
      REGION_EU_A_DATABASE_URL: region,
      REGION_AU_A_DATABASE_URL: region,
    });
    try {
      const outboxes = databases.outboxDatabases();
      expect(outboxes).toHaveLength(2);
      expect(outboxes.map((d) => d.regions.length)).toEqual([4, 0]);
      expect(outboxes[1]?.orm).toBe(databases.control());
      expect(databases.regionDatabases()).toHaveLength(1);
    } finally {
      await databases.close();
    }
  });
});
