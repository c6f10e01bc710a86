// The module graph of one source tree, read from its imports: which files import which, folded
// into modules (a folder whose index.ts is its only door). The boundary check and the
// architecture document both read it, so what the document draws is what the check holds.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.test\.(ts|tsx)$|\/test\/|\/test-support\//;

function listFiles(root) {
  const found = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) found.push(...listFiles(path));
    else if (sourceFile.test(name) && !name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const candidates = (base) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  join(base, 'index.ts'),
  join(base, 'index.tsx'),
];

/** The file an import names, or null when it leaves the tree (a package, an asset). */
function resolveImport(fromFile, specifier, { root, aliases }) {
  let base = null;
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  for (const [prefix, target] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) base = join(root, target, specifier.slice(prefix.length));
  }
  if (!base) return null;
  const file = candidates(base.replace(/\.js$/, '')).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return file && sourceFile.test(file) ? file : null;
}

/** Every import of a file, each with whether it carries only types. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  // Declarations stand at the top; only a file that mentions import( is walked for calls.
  const dynamic = text.includes('import(');
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : node;
      const typeOnly =
        Boolean(clause?.isTypeOnly) ||
        Boolean(
          ts.isImportDeclaration(node) &&
          clause?.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          !clause.name &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly),
        ) ||
        Boolean(
          ts.isExportDeclaration(node) &&
          node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly),
        );
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    if (dynamic) ts.forEachChild(node, visit);
  };
  source.statements.forEach(visit);
  return found;
}

/**
 * The module a file belongs to: the first folder under one of the tree's module roots
 * (`modules/players`), or the root itself for its own files and when it has no module folders
 * (`config`). A file outside every module root is a module of its own, named by its first path
 * step (`app.ts`, `seed`), so no import goes unseen.
 */
export function moduleOf(file, { root, moduleRoots }) {
  const path = relative(root, file).split(sep).join('/');
  for (const moduleRoot of moduleRoots) {
    const prefix = `${moduleRoot.path}/`;
    if (!path.startsWith(prefix)) continue;
    if (!moduleRoot.folders) return moduleRoot.path;
    const [folder, ...rest] = path.slice(prefix.length).split('/');
    return rest.length ? `${moduleRoot.path}/${folder}` : moduleRoot.path;
  }
  return path.split('/')[0];
}

const testRunner = /^(vitest|@testing-library\/|@playwright\/test$)/;

/**
 * The test code of a tree: tests, what lies under test/ or test-support/, and a test helper
 * beside the code it tests (a fake screen, a fixture): a file that leans on the test runner or
 * on test code and that only test code imports. `imports` maps each file to its imports.
 */
function testCode(files, imports) {
  const tests = new Set(files.filter((file) => testFile.test(file)));
  const importers = new Map(files.map((file) => [file, new Set()]));
  for (const [file, found] of imports) {
    for (const { target } of found) if (target) importers.get(target)?.add(file);
  }
  const leansOnTests = (file) =>
    imports
      .get(file)
      .some(({ specifier, target }) => testRunner.test(specifier) || tests.has(target));
  for (let changed = true; changed;) {
    changed = false;
    for (const file of files) {
      if (tests.has(file) || !leansOnTests(file)) continue;
      if (![...importers.get(file)].every((importer) => tests.has(importer))) continue;
      tests.add(file);
      changed = true;
    }
  }
  return tests;
}

/**
 * Reads a tree. `tree` names its root, its import aliases and its module roots: each a folder
 * path with `folders: true` when every folder inside it is a module, and `indexOnly: true` when
 * those modules are entered only through their index. Test code is left out.
 */
export function readModuleGraph(tree) {
  const all = listFiles(tree.root);
  const imports = new Map(
    all.map((file) => [
      file,
      importsOf(file).map(({ specifier, typeOnly }) => ({
        specifier,
        typeOnly,
        target: resolveImport(file, specifier, tree),
      })),
    ]),
  );
  const tests = testCode(all, imports);
  const files = all.filter((file) => !tests.has(file));
  const edges = files.flatMap((file) =>
    imports
      .get(file)
      .filter(({ target }) => target)
      .map(({ specifier, typeOnly, target }) => ({
        file,
        target,
        from: moduleOf(file, tree),
        to: moduleOf(target, tree),
        typeOnly,
        specifier,
      })),
  );
  return { tree, files, edges };
}

const rel = (graph, file) => relative(graph.tree.root, file).split(sep).join('/');

/** The module root a module lies under, if any (the longest that holds it). */
function rootOf(graph, module) {
  return graph.tree.moduleRoots
    .filter(({ path }) => module === path || module.startsWith(`${path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** Imports that enter another module past its index: `{ file, target, index }`. */
export function backDoors(graph) {
  return graph.edges
    .filter(({ from, to, target }) => {
      if (from === to) return false;
      const root = rootOf(graph, to);
      if (!root?.indexOnly || to === root.path) return false;
      return !/^index\.tsx?$/.test(relative(join(graph.tree.root, to), target));
    })
    .map(({ file, target, to }) => ({
      file: rel(graph, file),
      target: rel(graph, target),
      index: `${to}/index.ts`,
    }));
}

/**
 * Imports that a rule of the tree forbids. Each rule names path prefixes, `{ from, to, why }`
 * (`to` one prefix or several); `across: true` forbids only imports into another module, as in
 * "a feature imports no other feature". Returns `{ file, target, why }`.
 */
export function forbiddenImports(graph) {
  return graph.edges.flatMap(({ file, target, from: fromModule, to: toModule }) => {
    const [fromPath, toPath] = [rel(graph, file), rel(graph, target)];
    return (graph.tree.forbidden ?? [])
      .filter(
        ({ from, to, across }) =>
          fromPath.startsWith(from) &&
          [to].flat().some((prefix) => toPath.startsWith(prefix)) &&
          (!across || fromModule !== toModule),
      )
      .map(({ why }) => ({ file: fromPath, target: toPath, why }));
  });
}

/**
 * Circles of modules; type-only imports count too, since a module's types are part of it.
 * Each circle is every module of one strongly connected part of the graph, sorted, with every
 * import between them: `{ modules, imports: [{ from, to, files }] }`.
 */
export function moduleCycles(graph) {
  const next = new Map();
  const files = new Map();
  for (const { from, to, file } of graph.edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from).add(to);
    const key = `${from}\n${to}`;
    if (!files.has(key)) files.set(key, new Set());
    files.get(key).add(rel(graph, file));
  }
  return stronglyConnected(next).map((members) => {
    const inside = new Set(members);
    const imports = [...files]
      .map(([key, from]) => [...key.split('\n'), [...from].sort()])
      .filter(([from, to]) => inside.has(from) && inside.has(to))
      .map(([from, to, importers]) => ({ from, to, files: importers }))
      .sort((a, b) => compare(a.from, b.from) || compare(a.to, b.to));
    return { modules: [...members].sort(compare), imports };
  });
}

/**
 * Circles of files, across the whole tree; a type-only import makes no circle at run time, so
 * it is left out. Each circle is every file of one strongly connected part, sorted, with the
 * imports between them: `{ files, imports: [{ file, target }] }`.
 */
export function fileCycles(graph) {
  const next = new Map();
  for (const { file, target, typeOnly } of graph.edges) {
    if (typeOnly || file === target) continue;
    if (!next.has(file)) next.set(file, new Set());
    next.get(file).add(target);
  }
  return stronglyConnected(next).map((members) => {
    const inside = new Set(members);
    const imports = members
      .flatMap((file) =>
        [...next.get(file)]
          .filter((target) => inside.has(target))
          .map((target) => ({ file: rel(graph, file), target: rel(graph, target) })),
      )
      .sort((a, b) => compare(a.file, b.file) || compare(a.target, b.target));
    return { files: members.map((file) => rel(graph, file)).sort(compare), imports };
  });
}

/** Which module imports which: a sorted map from each module to the sorted modules it uses. */
export function moduleDependencies(graph) {
  const uses = new Map(graph.files.map((file) => [moduleOf(file, graph.tree), new Set()]));
  for (const { from, to } of graph.edges) if (from !== to) uses.get(from).add(to);
  return new Map(
    [...uses]
      .sort(([a], [b]) => compare(a, b))
      .map(([module, used]) => [module, [...used].sort(compare)]),
  );
}

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Tarjan's strongly connected components with more than one member. */
function stronglyConnected(next) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (node) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!indices.has(target)) {
        connect(target);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(target)));
      } else if (onStack.has(target)) {
        lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(target)));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of next.keys()) if (!indices.has(node)) connect(node);
  return components;
}
