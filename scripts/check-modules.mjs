// The boundary check of the server's and the web app's sources, run by `npm run lint`: a module
// is entered only through its index where its layer says so, no module or file imports its way
// back to itself, no layer imports what lies above it, and each table is written only by the
// module its schema names as owner (`@owner`). Prints every violation with the file
// and why, and exits 1 on any.
//
//   node scripts/check-modules.mjs                  check both trees
//   node scripts/check-modules.mjs --graph server   print which module imports which (or web),
//                                                   as drawn in docs/architecture.md
//   node scripts/check-modules.mjs --owners server  print which module writes which tables
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  backDoors,
  fileCycles,
  forbiddenImports,
  moduleCycles,
  moduleDependencies,
  readModuleGraph,
} from './module-graph.mjs';
import { tableOwnerViolations, tablesOf } from './table-writes.mjs';

const repository = join(import.meta.dirname, '..');

/** The server's tree: features under modules/ (the console's under modules/support/). */
export function serverTree(root = join(repository, 'apps/server/src')) {
  const theApp = 'the platform imports nothing of the app (modules, db, seed, app.ts)';
  return {
    name: 'server',
    root,
    aliases: {},
    moduleRoots: [
      { path: 'modules/support', folders: true, indexOnly: true },
      { path: 'modules', folders: true, indexOnly: true },
      { path: 'platform', folders: true },
      { path: 'db', folders: true },
      { path: 'config', folders: false },
      { path: 'seed', folders: false },
    ],
    forbidden: [
      { from: 'platform/', to: ['modules/', 'db/', 'seed/', 'app.ts'], why: theApp },
      { from: 'db/', to: 'modules/', why: 'tables and seeds call no module' },
    ],
    // The seed prepares every table; tests and migrations are not read at all.
    writesAnywhere: ['seed'],
    // The graph names a feature by its folder under modules/.
    label: (module) => module.replace(/^modules\//, ''),
  };
}

/** The web app's tree: app/ composes features/, which stand on shared/, lib/ and kit/. */
export function webTree(root = join(repository, 'apps/web/src')) {
  return {
    name: 'web',
    root,
    aliases: { '@/': '.' },
    moduleRoots: [
      { path: 'features', folders: true },
      { path: 'kit', folders: true, indexOnly: true },
      { path: 'lib', folders: true },
      { path: 'shared', folders: true },
      { path: 'app', folders: false },
    ],
    forbidden: [
      {
        from: 'kit/',
        to: ['lib/', 'shared/', 'features/', 'app/'],
        why: 'the kit imports nothing above it (lib, shared, features, app)',
      },
      {
        from: 'lib/',
        to: ['shared/', 'features/', 'app/'],
        why: 'lib imports nothing above it (shared, features, app)',
      },
      {
        from: 'shared/',
        to: ['features/', 'app/'],
        why: 'shared imports nothing above it (features, app)',
      },
      {
        from: 'features/',
        to: 'features/',
        across: true,
        why: 'a feature imports no other feature; app composes',
      },
    ],
    label: (module) => module,
  };
}

/** Every violation in a tree, each a message naming the file and why. */
export function violationsOf(tree) {
  const graph = readModuleGraph(tree);
  const label = tree.label ?? ((module) => module);
  return [
    ...backDoors(graph).map(
      ({ file, target, index }) =>
        `${file} imports ${target}: a module is entered only through its index (${index})`,
    ),
    ...forbiddenImports(graph).map(({ file, target, why }) => `${file} imports ${target}: ${why}`),
    ...moduleCycles(graph).map(({ modules, imports }) =>
      [
        `module cycle among ${modules.map(label).join(', ')}: each reaches the others`,
        ...imports.map(
          ({ from, to, files }) => `  ${label(from)} -> ${label(to)}: ${files.join(', ')}`,
        ),
      ].join('\n'),
    ),
    ...fileCycles(graph).map(({ files, imports }) =>
      [
        `file cycle among ${files.join(', ')}: each imports its way back to itself at run time`,
        ...imports.map(({ file, target }) => `  ${file} imports ${target}`),
      ].join('\n'),
    ),
    ...tableOwnerViolations(graph),
  ];
}

/**
 * Which module imports which, one sorted line each (`players -> content, scope`), the modules
 * that import no other module on one line at the end.
 */
export function graphOf(tree) {
  const label = tree.label ?? ((module) => module);
  const sorted = (names) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const uses = [...moduleDependencies(readModuleGraph(tree))]
    .map(([module, used]) => [label(module), sorted(used.map(label))])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const using = uses.filter(([, used]) => used.length);
  const width = Math.max(...using.map(([module]) => module.length));
  const alone = uses.filter(([, used]) => !used.length).map(([module]) => module);
  return [
    ...using.map(([module, used]) => `${module.padEnd(width)} -> ${used.join(', ')}`),
    ...(alone.length ? [`${alone.join(', ')}: no other module`] : []),
  ].join('\n');
}

/** Which module owns which tables, one sorted line a module (`players: player_tags, players`). */
export function ownersOf(tree) {
  const label = tree.label ?? ((module) => module);
  const owned = new Map();
  for (const { owner, sqlName } of tablesOf(readModuleGraph(tree))) {
    const module = owner ? label(owner) : '(no owner)';
    owned.set(module, [...(owned.get(module) ?? []), sqlName]);
  }
  return [...owned]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([module, tables]) => `${module}: ${tables.sort().join(', ')}`)
    .join('\n');
}

function main(args) {
  const trees = { server: serverTree(), web: webTree() };
  if (args[0] === '--graph' || args[0] === '--owners') {
    const tree = trees[args[1]];
    if (!tree) {
      console.error('usage: node scripts/check-modules.mjs [--graph server|web | --owners server]');
      return 2;
    }
    console.log(args[0] === '--graph' ? graphOf(tree) : ownersOf(tree));
    return 0;
  }
  let failed = false;
  for (const tree of Object.values(trees)) {
    if (!existsSync(tree.root)) continue;
    const violations = violationsOf(tree);
    if (!violations.length) {
      console.log(`${tree.name}: module boundaries hold`);
      continue;
    }
    failed = true;
    console.error(`${tree.name}: ${violations.length} module boundary violations`);
    for (const violation of violations) console.error(`- ${violation}`);
  }
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
