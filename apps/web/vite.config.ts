import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * One code base, two configurations (the spec's configuration name):
 * `player` is the customer app at `/`, `support` the console at `/support/`.
 */
export default defineConfig(({ mode }) => {
  const configuration = mode === 'support' ? 'support' : 'player';
  return {
    base: configuration === 'support' ? '/support/' : '/',
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __APP_CONFIGURATION__: JSON.stringify(configuration) },
    build: { outDir: `dist/${configuration}`, emptyOutDir: true, sourcemap: true },
    server: {
      proxy: {
        '/api': 'http://localhost:8080',
        '/support/api': 'http://localhost:8080',
        '/oidc': 'http://localhost:8080',
      },
    },
  };
});
