import { defineConfig } from 'vite';

// The web player runs on the screen itself, served at /screen/.
export default defineConfig({
  base: '/screen/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
