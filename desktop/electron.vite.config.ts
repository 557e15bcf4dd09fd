import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

/**
 * main, preload and renderer builds (out/main, out/preload, out/renderer).
 * @banco/shared ships TypeScript sources, so it is bundled, never externalized.
 * The sandboxed preload cannot load modules: it is one self-contained CommonJS file.
 */
export default defineConfig({
  main: {
    build: { externalizeDeps: { exclude: ['@banco/shared'] } },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rollupOptions: {
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
        // The preload's modules and @banco/shared are pure (no import-time effects besides the entry's
        // exposeInMainWorld), so unused shared code (the zod schemas) is left out of the preload.
        treeshake: { moduleSideEffects: false },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    base: './',
    build: {
      minify: true,
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
    },
    plugins: [react()],
  },
});
