import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { esbuildTarget } from './src/lib/shell/build-target.ts';

const require = createRequire(import.meta.url);

/**
 * react-router 7 exports only its development build (remix-run/react-router#14102),
 * which carries dev warnings and extra weight; builds take its production files.
 */
function reactRouterProduction(): Alias {
  const root = dirname(require.resolve('react-router/package.json'));
  return { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') };
}

/**
 * One code base, two configurations (the spec's configuration name):
 * `player` is the customer app at `/`, `support` the console at `/support/`.
 */
export default defineConfig(({ mode, command }) => {
  const configuration = mode === 'support' ? 'support' : 'player';
  return {
    base: configuration === 'support' ? '/support/' : '/',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
        ...(command === 'build' ? [reactRouterProduction()] : []),
      ],
    },
    define: { __APP_CONFIGURATION__: JSON.stringify(configuration) },
    // The manifest lets scripts/check-size.mjs tell the initial load from route chunks.
    build: {
      outDir: `dist/${configuration}`,
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      target: esbuildTarget,
      rolldownOptions: {
        output: {
          // What the first paint needs comes as one chunk: split by what the lazy routes
          // share, it came as a dozen, each with its own import and export lists.
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      proxy: {
        '/api': 'http://localhost:8080',
        '/support/api': 'http://localhost:8080',
        '/oidc': 'http://localhost:8080',
      },
    },
  };
});
