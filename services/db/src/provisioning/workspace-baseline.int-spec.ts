import { Migration } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/postgresql';
import { WORKSPACE_MIGRATIONS } from '../migrations';
import { WORKSPACE_BASELINE } from '../migrations/workspace-baseline';
import { qualified } from '../sql/qualified-name';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { type MigrationClass, migrateSchema, pendingMigrations } from './migration-runner';

/** A migration written after the baseline was generated: it must still run on baseline-built schemas. */
class Migration20991231000000AfterBaseline extends Migration {
  override up(): void {
    this.addSql(`alter table notes add column after_baseline int not null default 7`);
    this.addSql(`create index notes_after_baseline_index on notes (after_baseline)`);
    this.addSql(`create table after_baseline_probe (id int primary key, note_id uuid references notes (id))`);
  }
}

/**
 * Everything PostgreSQL's catalog says about one schema, section by section, with the schema's own
 * name replaced by `<schema>` so two schemas can be compared. Columns are numbered among live ones:
 * a replayed schema keeps dropped columns' slots, the baseline has none, and queries never see them.
 * The server here stamps each column's options with `pg_attver=<n>`, a counter of when it was written,
 * not part of its definition: that one option is left out.
 */
const CATALOG_QUERIES: Record<string, string> = {
  schema: `select nspacl::text as acl from pg_namespace where nspname = ?`,
  relations: `select c.relname, c.relkind, c.relpersistence, c.reloptions::text, c.relacl::text,
      c.relrowsecurity, c.relforcerowsecurity, c.relreplident, c.relispartition,
      pg_get_expr(c.relpartbound, c.oid) as partition_bound, am.amname
    from pg_class c join pg_namespace n on n.oid = c.relnamespace left join pg_am am on am.oid = c.relam
    where n.nspname = ? order by c.relname`,
  columns: `select c.relname, a.attname,
      row_number() over (partition by c.oid order by a.attnum) as position,
      format_type(a.atttypid, a.atttypmod) as type, a.attnotnull, pg_get_expr(d.adbin, d.adrelid) as default,
      co.collname, a.attidentity, a.attgenerated, a.attstorage, a.attcompression, a.attstattarget,
      a.attacl::text, a.attndims,
      (select array_agg(o order by o) from unnest(a.attoptions) o where o not like 'pg_attver=%')::text
        as attoptions
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_collation co on co.oid = a.attcollation
    where n.nspname = ? and a.attnum > 0 and not a.attisdropped order by c.relname, a.attnum`,
  constraints: `select co.conrelid::regclass::text as relation, co.contypid::regtype::text as domain, co.conname,
      co.contype, co.condeferrable, co.condeferred, co.convalidated, co.connoinherit,
      pg_get_constraintdef(co.oid) as definition
    from pg_constraint co join pg_namespace n on n.oid = co.connamespace
    where n.nspname = ? order by 1, 2, 3`,
  indexes: `select i.indexrelid::regclass::text as index, i.indrelid::regclass::text as relation,
      pg_get_indexdef(i.indexrelid) as definition, i.indisunique, i.indisprimary, i.indisexclusion,
      i.indimmediate, i.indisclustered, i.indisvalid, i.indisreplident, i.indnullsnotdistinct
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ? order by 1`,
  sequences: `select c.relname, s.seqtypid::regtype::text as type, s.seqstart, s.seqincrement, s.seqmax,
      s.seqmin, s.seqcache, s.seqcycle, pg_sequence_last_value(c.oid) as last_value,
      (select d.refobjid::regclass::text || '.' || d.refobjsubid || ':' || d.deptype::text from pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.refclassid = 'pg_class'::regclass
          and d.deptype in ('a', 'i')) as owned_by
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ? order by 1`,
  functions: `select p.proname, pg_get_function_identity_arguments(p.oid) as arguments, p.prokind,
      case when p.prokind in ('f', 'p') then pg_get_functiondef(p.oid) end as definition,
      p.proacl::text as acl, p.proconfig::text as config
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ? order by 1, 2`,
  triggers: `select t.tgrelid::regclass::text as relation, t.tgname, pg_get_triggerdef(t.oid) as definition,
      t.tgenabled
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ? and not t.tgisinternal order by 1, 2`,
  views: `select c.relname, c.relkind, pg_get_viewdef(c.oid) as definition
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ? and c.relkind in ('v', 'm') order by 1`,
  rules: `select tablename, rulename, definition from pg_rules where schemaname = ? order by 1, 2`,
  policies: `select p.polrelid::regclass::text as relation, p.polname, p.polcmd, p.polpermissive,
      p.polroles::text, pg_get_expr(p.polqual, p.polrelid) as qual,
      pg_get_expr(p.polwithcheck, p.polrelid) as with_check
    from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ? order by 1, 2`,
  types: `select t.typname, t.typtype, format_type(t.typbasetype, t.typtypmod) as base, t.typnotnull,
      t.typdefault, t.typacl::text,
      (select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)::text
        as labels
    from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = ? order by 1`,
  statistics: `select s.stxname, pg_get_statisticsobjdef(s.oid) as definition
    from pg_statistic_ext s join pg_namespace n on n.oid = s.stxnamespace where n.nspname = ? order by 1`,
  comments: `select o.type, o.identity, d.description
    from pg_description d, lateral pg_identify_object(d.classoid, d.objoid, d.objsubid) o
    where o.schema = ? order by 1, 2`,
};

async function catalog(orm: MikroORM, schema: string): Promise<Record<string, unknown>> {
  const connection = orm.em.getConnection();
  const sections: Record<string, unknown> = {};
  for (const [section, sql] of Object.entries(CATALOG_QUERIES))
    sections[section] = await connection.execute(sql, [schema]);
  // Every row of every table (seeded rows included), but the migrator's own bookkeeping.
  const tables = await connection.execute<{ relname: string }[]>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = ? and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations' order by 1`,
    [schema],
  );
  const rows: Record<string, unknown> = {};
  for (const { relname } of tables) {
    const [{ content }] = await connection.execute<{ content: unknown }[]>(
      `select coalesce(json_agg(t order by t::text), '[]') as content from ${qualified(schema, relname)} t`,
    );
    rows[relname] = content;
  }
  sections.rows = rows;
  const migrations = await connection.execute<{ name: string }[]>(
    `select name from ${qualified(schema, 'schema_migrations')} order by name`,
  );
  sections.migrations = migrations.map((m) => m.name);
  return JSON.parse(JSON.stringify(sections).replaceAll(schema, '<schema>')) as Record<string, unknown>;
}

describe('workspace baseline', () => {
  let db: TestDatabases;
  let orm: MikroORM;

  /** Both ways of building a schema with `migrations`: replaying them all, and from the baseline. */
  const buildBoth = async (prefix: string, migrations: MigrationClass[]) => {
    const replayed = await migrateSchema(orm, `${prefix}_replayed`, migrations);
    const squashed = await migrateSchema(
      orm,
      `${prefix}_baseline`,
      migrations,
      undefined,
      WORKSPACE_BASELINE,
    );
    return { replayed, squashed };
  };

  beforeAll(async () => {
    db = await openTestDatabases(2);
    orm = db.databases.control();
  });
  afterAll(() => db.close());

  it('should replace the first workspace migrations, in order', () => {
    expect(WORKSPACE_BASELINE.migrations.length).toBeGreaterThan(0);
    expect(WORKSPACE_BASELINE.migrations).toEqual(
      WORKSPACE_MIGRATIONS.slice(0, WORKSPACE_BASELINE.migrations.length).map((m) => m.name),
    );
    expect(WORKSPACE_BASELINE.sql).not.toMatch(/fieldnote_baseline_source/);
  });

  it('should build the same catalog as replaying every workspace migration', async () => {
    const { replayed, squashed } = await buildBoth('ws_compare', WORKSPACE_MIGRATIONS);
    expect(squashed.applied).toEqual(replayed.applied);
    expect(await pendingMigrations(orm, squashed.schema, WORKSPACE_MIGRATIONS)).toEqual([]);
    const expected = await catalog(orm, replayed.schema);
    const actual = await catalog(orm, squashed.schema);
    expect((expected.columns as unknown[]).length).toBeGreaterThan(100);
    expect((expected.functions as unknown[]).length).toBeGreaterThan(0);
    expect((expected.triggers as unknown[]).length).toBeGreaterThan(0);
    for (const section of Object.keys(expected)) {
      expect({ section, content: actual[section] }).toEqual({ section, content: expected[section] });
    }
  });

  it('should run a migration added after the baseline on a schema built from it', async () => {
    const migrations = [...WORKSPACE_MIGRATIONS, Migration20991231000000AfterBaseline];
    const { replayed, squashed } = await buildBoth('ws_later', migrations);
    expect(squashed.applied).toEqual(migrations.map((m) => m.name));
    const [column] = await orm.em
      .getConnection()
      .execute<{ column_default: string }[]>(
        `select column_default from information_schema.columns where table_schema = ? and table_name = 'notes' and column_name = 'after_baseline'`,
        [squashed.schema],
      );
    expect(column.column_default).toBe('7');
    expect(await catalog(orm, squashed.schema)).toEqual(await catalog(orm, replayed.schema));
  });

  it('should run only the migrations added since on a schema migrated before, leaving it as it was', async () => {
    const schema = 'ws_existing_replayed';
    await migrateSchema(orm, schema, WORKSPACE_MIGRATIONS);
    const again = await migrateSchema(
      orm,
      schema,
      [...WORKSPACE_MIGRATIONS, Migration20991231000000AfterBaseline],
      undefined,
      WORKSPACE_BASELINE,
    );
    expect(again.applied).toEqual([Migration20991231000000AfterBaseline.name]);
  });

  it('should leave the baseline aside when it does not start the list of migrations', async () => {
    class Migration20991231000001ProbeOnly extends Migration {
      override up(): void {
        this.addSql('create table probe (id int primary key)');
      }
    }
    const result = await migrateSchema(orm, 'ws_unfit', [Migration20991231000001ProbeOnly], undefined, {
      ...WORKSPACE_BASELINE,
      sql: 'select * from table_that_does_not_exist',
    });
    expect(result.applied).toEqual([Migration20991231000001ProbeOnly.name]);
  });
});
