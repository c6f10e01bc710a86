import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// One ESM file for node: our workspace packages (TypeScript sources) are bundled in; every
// npm dependency stays external and loads from node_modules, so native and WASM parts work.
const { dependencies } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
);
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@marquee/'));

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  external,
  logLevel: 'warning',
});
