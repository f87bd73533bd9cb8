import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { colorSchemeScript } from './scripts/vite-color-scheme-script.ts';
import { fontFallback } from './scripts/vite-font-fallback.ts';
import { mantineCssVariables } from './scripts/vite-mantine-css-variables.ts';

/**
 * Code a page fetches by itself right after its first paint. For a lazy import Vite's
 * helper adds a <link rel="modulepreload"> per shared chunk of the imported module (the
 * home page's lower sections have 52), about a millisecond of main thread each, all in
 * the task that starts the import. These modules fetch their imports the browser's way
 * instead; routes and the overlays a visitor opens keep their hints.
 */
const LOADED_AFTER_FIRST_PAINT = /\/(below-the-fold|site-footer|chat-button|carousel-engine)-[\w-]+\.js$/;

const providerPort = Number(process.env.PROVIDER_PORT ?? 8787);
const providerTarget = `http://127.0.0.1:${providerPort}`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    fontFallback(),
    mantineCssVariables(),
    colorSchemeScript(),
  ],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@contracts/': fileURLToPath(new URL('./contracts/', import.meta.url)),
    },
  },
  server: {
    // `npm run dev`: the local provider runs beside Vite and answers behind this proxy.
    proxy: {
      '/api': providerTarget,
      '/storage': providerTarget,
      '/upload': providerTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the bench reads each route's first-load chunks from it.
    manifest: true,
    modulePreload: {
      resolveDependencies: (file, deps) => (LOADED_AFTER_FIRST_PAINT.test(`/${file}`) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Only popovers (menus, tooltips) need the positioning library. Left to
            // itself the bundler shares its chunk with small Mantine helpers, so
            // a modal would download it too.
            { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['contracts/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
