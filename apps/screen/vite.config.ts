import { defineConfig } from 'vite';

// The web player runs on the screen itself, served at /screen/; its service worker is built
// beside it as /screen/sw.js, so its scope is the whole player.
export default defineConfig({
  base: '/screen/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      input: { main: 'index.html', sw: 'src/sw.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
