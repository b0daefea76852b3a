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
    messages: { sql: 'SQL text belongs in a repository (<domain>.repository.ts), not in a service.' },
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

export const sqlRules = {
  rules: { 'no-schema-interpolation': noSchemaInterpolation, 'no-sql-in-services': noSqlInServices },
};
