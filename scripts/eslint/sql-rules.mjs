/**
 * Two lint rules that keep SQL where it belongs (issue 31, "repositories own SQL"). They read the
 * syntax tree rather than grep the text: a template literal's parts are known exactly (nested
 * templates, SQL spread over lines, `${...}` that are not SQL at all), and the report points at the
 * line to fix.
 */

/** The source of an interpolated expression that holds a schema name: `schema`, `ctx.schema`, `quoteSchema(x)`, `t.schemaName`. */
const SCHEMA_NAMED = /schema/i;

/** What a template literal reads as with each `${...}` replaced by a placeholder. */
const templateText = (node) => node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('\u0000');

/**
 * SQL statement text: a select with its from, an insert, an update with its set, a delete, in
 * lower case as our SQL is written (English messages say "Select a project", with a capital).
 */
const SQL_STATEMENT =
  /\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate\s+\S+(\s+\w+)?\s+set\b|\bdelete from\b|\bon conflict\b/;

/** `${schema}.notes`, `"${schemaName}".notes`: a table named by splicing a schema name into SQL. */
const noSchemaInterpolation = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Schema-qualified names are built by qualified()/inSchema() of @fieldnote/db only.',
    },
    messages: {
      interpolated:
        'Do not splice a schema name into SQL: name the table with qualified(schema, name) or inSchema(schema)(name) from @fieldnote/db.',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    return {
      TemplateLiteral(node) {
        node.expressions.forEach((expression, i) => {
          const before = node.quasis[i].value.cooked ?? '';
          const after = node.quasis[i + 1].value.cooked ?? '';
          const qualifies = /^"?\.["a-z_]/.test(after);
          const handQuoted = before.endsWith('"') && /^"\.["a-z_]/.test(after);
          if ((qualifies && SCHEMA_NAMED.test(source.getText(expression))) || handQuoted) {
            context.report({ node: expression, messageId: 'interpolated' });
          }
        });
      },
    };
  },
};

/** SQL text in a service: services hold rules and transactions, repositories hold the queries. */
const noSqlInServices = {
  meta: {
    type: 'problem',
    docs: { description: 'Services hold no SQL text; it belongs in a repository.' },
    messages: { sql: 'SQL text belongs in a repository (<domain>.repository.ts).' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (SQL_STATEMENT.test(text)) context.report({ node, messageId: 'sql' });
    };
    return {
      TemplateLiteral(node) {
        // A nested template is checked with its parent's text; report the outermost only.
        if (node.parent.type === 'TemplateLiteral') return;
        check(node, templateText(node));
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
    };
  },
};

/** MikroORM calls that read or write rows (or run SQL), named on an entity manager or a connection. */
const QUERY_METHODS = new Set([
  'find',
  'findOne',
  'findOneOrFail',
  'findAll',
  'findAndCount',
  'findByCursor',
  'count',
  'nativeInsert',
  'nativeUpdate',
  'nativeDelete',
  'insert',
  'insertMany',
  'upsert',
  'upsertMany',
  'createQueryBuilder',
  'qb',
  'execute',
  'persist',
  'persistAndFlush',
  'flush',
  'remove',
  'removeAndFlush',
]);
/** What names an entity manager or a connection: `em`, `this.em`, `scope.em`, `em.fork()`, `em.getConnection()`, `connection`. */
const ORM_RECEIVER = /(^|\.)(em|entityManager|connection)$|(getConnection|fork)\(\)$/;

/**
 * An ORM query outside a repository: `em.find(...)`, `em.getConnection().execute(...)`, a flush.
 * Transactions (`em.transactional`), forks and filter parameters stay with the services.
 */
const noQueriesOutsideRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'ORM queries and SQL belong in a repository (<domain>.repository.ts).' },
    messages: {
      query: 'This query belongs in a repository (<domain>.repository.ts): call one of its methods here.',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (!QUERY_METHODS.has(callee.property.name)) return;
        if (ORM_RECEIVER.test(source.getText(callee.object))) context.report({ node, messageId: 'query' });
      },
    };
  },
};

export const sqlRules = {
  rules: {
    'no-schema-interpolation': noSchemaInterpolation,
    'no-sql-in-services': noSqlInServices,
    'no-queries-outside-repositories': noQueriesOutsideRepositories,
  },
};
