import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_CONFIGURATION__: JSON.stringify('player') },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A dialog test types and clicks through a whole form in jsdom; while the other projects
    // run beside it on a small machine that can take longer than the default 5 s.
    testTimeout: 15_000,
  },
});
