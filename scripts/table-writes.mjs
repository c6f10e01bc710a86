// Who writes which table. Each drizzle table names the one module that writes it with an
// `@owner` tag in its doc comment; a write is a drizzle `.insert(t)`, `.update(t)` or `.delete(t)`
// on a table object, or an `insert into`, `update` or `delete from` naming a table inside a `sql`
// template. The boundary check reports every write outside the owner, so each table's rules
// (its content changes, its invariants) live in one module.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { moduleOf } from './module-graph.mjs';

const writeMethods = new Set(['insert', 'update', 'delete']);
const rawWrite = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?|(\$\{))/gi;

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/**
 * Every table the tree declares with drizzle's `pgTable`, test code left out: `{ name, sqlName,
 * owner, file, line }`, where `owner` is the module its `@owner` tag names (undefined when none).
 */
export function tablesOf(graph) {
  const rel = (file) => relative(graph.tree.root, file).split(sep).join('/');
  const tables = [];
  for (const file of graph.files) {
    if (!readFileSync(file, 'utf8').includes('pgTable(')) continue;
    const source = parse(file);
    walk(source, (node) => {
      if (
        !ts.isVariableDeclaration(node) ||
        !ts.isIdentifier(node.name) ||
        !node.initializer ||
        !ts.isCallExpression(node.initializer) ||
        node.initializer.expression.getText(source) !== 'pgTable'
      )
        return;
      const [sqlName] = node.initializer.arguments;
      const tag = ts.getJSDocTags(node).find(({ tagName }) => tagName.text === 'owner');
      const comment = typeof tag?.comment === 'string' ? tag.comment : undefined;
      tables.push({
        name: node.name.text,
        sqlName: sqlName && ts.isStringLiteral(sqlName) ? sqlName.text : node.name.text,
        // The tag names the module first; what follows says why, when that needs saying.
        owner: comment?.match(/^\s*([\w./-]*\w)/)?.[1],
        file: rel(file),
        path: file,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      });
    });
  }
  return tables;
}

/** The table objects a file can name: each imported or declared name, by its local name. */
function localTables(source, byName) {
  const local = new Map();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : undefined;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const table = byName.get((element.propertyName ?? element.name).text);
        if (table) local.set(element.name.text, table);
      }
    }
  }
  for (const table of byName.values()) {
    if (table.path === source.fileName) local.set(table.name, table);
  }
  return local;
}

/** The parts of a `sql` template, each with the expression interpolated after it. */
function templateParts(template) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return [{ part: template }];
  const spans = template.templateSpans;
  return [
    { part: template.head, next: spans[0]?.expression },
    ...spans.map((span, index) => ({ part: span.literal, next: spans[index + 1]?.expression })),
  ];
}

/** The writes in one file: `{ table, line }` for each. */
function writesIn(source, local, bySqlName) {
  const found = [];
  const at = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  walk(source, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      writeMethods.has(node.expression.name.text) &&
      node.arguments.length === 1 &&
      ts.isIdentifier(node.arguments[0])
    ) {
      const table = local.get(node.arguments[0].text);
      if (table) found.push({ table, line: at(node.expression.name.getStart(source)) });
    }
    if (!ts.isTaggedTemplateExpression(node) || node.tag.getText(source) !== 'sql') return;
    for (const { part, next } of templateParts(node.template)) {
      const text = part.getText(source);
      // The table is named in the text (`update players`) or interpolated (`update ${players}`).
      for (const match of text.matchAll(rawWrite)) {
        const [verb, sqlName, interpolated] = match;
        const table = interpolated
          ? match.index + verb.length === text.length && next && ts.isIdentifier(next)
            ? local.get(next.text)
            : undefined
          : bySqlName.get(sqlName.toLowerCase());
        if (table) found.push({ table, line: at(part.getStart(source) + match.index) });
      }
    }
  });
  return found;
}

/**
 * Every write in the tree's code, test code and the tree's `writesAnywhere` modules (the seed)
 * left out: `{ file, line, module, table }`.
 */
function tableWrites(graph, tables = tablesOf(graph)) {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const bySqlName = new Map(tables.map((table) => [table.sqlName, table]));
  const anywhere = new Set(graph.tree.writesAnywhere ?? []);
  return graph.files
    .map((file) => ({ file, module: moduleOf(file, graph.tree) }))
    .filter(({ module }) => !anywhere.has(module))
    .flatMap(({ file, module }) => {
      const source = parse(file);
      const path = relative(graph.tree.root, file).split(sep).join('/');
      return writesIn(source, localTables(source, byName), bySqlName).map(({ table, line }) => ({
        file: path,
        line,
        module,
        table,
      }));
    });
}

/**
 * Writes to a table outside the module that owns it, and tables that name no owner or an owner
 * that is no module of the tree: messages naming file and line.
 */
export function tableOwnerViolations(graph) {
  const tables = tablesOf(graph);
  if (!tables.length) return [];
  const modules = new Set(graph.files.map((file) => moduleOf(file, graph.tree)));
  return [
    ...tables
      .filter(({ owner }) => !owner || !modules.has(owner))
      .map(({ file, line, sqlName, owner }) =>
        owner
          ? `${file}:${line} table ${sqlName} is owned by ${owner}, which is no module`
          : `${file}:${line} table ${sqlName} names no owner: tag its doc comment @owner <module>`,
      ),
    ...tableWrites(graph, tables)
      .filter(({ module, table }) => table.owner && table.owner !== module)
      .map(
        ({ file, line, table }) =>
          `${file}:${line} writes table ${table.sqlName}, which ${table.owner} owns: ` +
          `call a write function of ${table.owner}`,
      ),
  ];
}
