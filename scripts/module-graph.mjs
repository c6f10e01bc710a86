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
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The module a file belongs to: the first folder under one of the tree's module roots
 * (`modules/players`), or the root itself when it has no module folders (`db`).
 */
function moduleOf(file, { root, moduleRoots }) {
  const path = relative(root, file).split(sep).join('/');
  for (const moduleRoot of moduleRoots) {
    const prefix = `${moduleRoot.path}/`;
    if (!path.startsWith(prefix)) continue;
    if (!moduleRoot.folders) return moduleRoot.path;
    const [folder, ...rest] = path.slice(prefix.length).split('/');
    return rest.length ? `${moduleRoot.path}/${folder}` : moduleRoot.path;
  }
  return null;
}

/**
 * Reads a tree. `tree` names its root, its import aliases and its module roots: each a folder
 * path with `folders: true` when every folder inside it is a module, and `indexOnly: true` when
 * those modules are entered only through their index.
 */
export function readModuleGraph(tree) {
  const files = listFiles(tree.root).filter((file) => !testFile.test(file));
  const edges = [];
  for (const file of files) {
    const from = moduleOf(file, tree);
    for (const { specifier, typeOnly } of importsOf(file)) {
      const target = resolveImport(file, specifier, tree);
      if (!target) continue;
      const to = moduleOf(target, tree);
      edges.push({ file, target, from, to, typeOnly, specifier });
    }
  }
  return { tree, files, edges };
}

const rel = (graph, file) => relative(graph.tree.root, file).split(sep).join('/');

/** Imports that enter another module past its index. */
export function backDoors(graph) {
  return graph.edges
    .filter(({ from, to, target }) => {
      if (!to || from === to) return false;
      const root = graph.tree.moduleRoots.find(({ path }) => to.startsWith(path));
      if (!root?.indexOnly || to === root.path) return false;
      return !/\/index\.tsx?$/.test(target);
    })
    .map(({ file, target }) => `${rel(graph, file)} imports ${rel(graph, target)} past its index`);
}

/** Imports that a rule of the tree forbids: `{ from, to, why }` with path prefixes. */
export function forbiddenImports(graph) {
  return graph.edges.flatMap(({ file, target }) => {
    const [fromPath, toPath] = [rel(graph, file), rel(graph, target)];
    return (graph.tree.forbidden ?? [])
      .filter(({ from, to }) => fromPath.startsWith(from) && toPath.startsWith(to))
      .map(({ why }) => `${fromPath} imports ${toPath}: ${why}`);
  });
}

/** Circles of modules, each as the modules in order; type-only imports count too. */
export function moduleCycles(graph) {
  const next = new Map();
  for (const { from, to } of graph.edges) {
    if (!from || !to || from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from).add(to);
  }
  return stronglyConnected(next).map((members) => describeCycle(members, next));
}

/** Circles of files inside one module; a type-only import makes no circle at run time. */
export function fileCycles(graph) {
  const next = new Map();
  for (const { file, target, typeOnly } of graph.edges) {
    if (typeOnly || file === target) continue;
    if (!next.has(file)) next.set(file, new Set());
    next.get(file).add(target);
  }
  return stronglyConnected(next).map((members) =>
    describeCycle(members, next).map((file) => rel(graph, file)),
  );
}

function describeCycle(members, next) {
  // One path round the circle, from its first member back to it.
  const inside = new Set(members);
  const start = [...members].sort()[0];
  const path = [start];
  const seen = new Set([start]);
  let current = start;
  for (;;) {
    const step = [...(next.get(current) ?? [])].filter((node) => inside.has(node));
    const unvisited = step.find((node) => !seen.has(node));
    if (!unvisited) break;
    path.push(unvisited);
    seen.add(unvisited);
    current = unvisited;
  }
  return path;
}

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
