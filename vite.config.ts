import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { fontFallback } from './scripts/vite-font-fallback.ts';
import { mantineCssVariables } from './scripts/vite-mantine-css-variables.ts';
import { mantineStylesCheck } from './scripts/vite-mantine-styles-check.ts';
import { ogImages } from './scripts/vite-og-images.ts';

/**
 * The back office's editor uses @mantine/tiptap's simple controls and a link control of its own.
 * Its compound component names every control as a property (RichTextEditor.Link, .ColorPicker, ...),
 * so all are bundled; the link and colour controls bring Mantine's Tooltip, whose floating-ui
 * interactions would join the one floating-ui chunk the public pages' popovers load (+5.6 KB gzip).
 * This drops the properties the back office does not use, and with them those controls.
 */
function tiptapControlsInUse(): Plugin {
  const unused = /^RichTextEditor\.(?:Link|ColorPicker|Color|SourceCode|ImageUpload|TableInsert|Details|InvisibleCharacters) = \w+;$/gm;
  return {
    name: 'itbd-tiptap-controls-in-use',
    transform(code, id) {
      if (!/@mantine[\\/]tiptap[\\/]esm[\\/]RichTextEditor\.mjs$/.test(id)) return undefined;
      return { code: code.replace(unused, ''), map: null };
    },
  };
}

/**
 * Left out of 'common': Mantine's components and the site's own that render one (only pages with a
 * form need them), and the drawn placeholder images with the image component that falls back to them
 * (pages with pictures): in 'common' every page downloads them.
 */
const NOT_COMMON = /[\\/]node_modules[\\/]@mantine[\\/]|[\\/]src[\\/]components[\\/](?:submit-button|phone-input|generated-art|smart-image)\.tsx$/;

export default defineConfig(({ isSsrBuild }) => ({
  define: { 'import.meta.env.VITE_BUILT_AT': JSON.stringify(new Date().toISOString().slice(0, 10)) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The back office's loaders (its calls and contracts) are split from its routes, so the site's
        // entry carries only their guards and search checks. Their components are already lazy, one
        // dynamic import for every page (src/features/admin/back-office-pages.tsx): splitting them
        // again would wrap a lazy component in another. '/admin' itself keeps the default.
        // The portal's pages (rendered only in the browser, behind login) carry their loaders, and with
        // them the affiliate's calls and contracts, in their component's chunk: in the entry they would
        // be in every public page's first load. A navigation to them fetches the chunk, then the data.
        splitBehavior: ({ routeId }) => {
          if (routeId.startsWith('/admin/')) return [['loader']];
          if (routeId.startsWith('/_affiliate/')) return [['loader', 'component'], ['errorComponent'], ['notFoundComponent']];
          return undefined;
        },
      },
      routesDirectory: './routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    fontFallback(),
    mantineCssVariables(),
    mantineStylesCheck(fileURLToPath(new URL('./node_modules/@mantine/core/styles', import.meta.url))),
    ogImages(),
    tiptapControlsInUse(),
  ],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@contracts/': fileURLToPath(new URL('./contracts/', import.meta.url)),
    },
  },
  // Two builds from one config: the browser's (`dist/client`, with the manifest the
  // server reads its asset links from) and the server renderer's (`dist/server`).
  build: isSsrBuild
    ? {
        target: 'node24',
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: '[name].js' } },
      }
    : {
        target: 'es2022',
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // The whole site's CSS in one stylesheet (~34 KB gzip), fetched once and cached for
        // every page: split per route, the home page waited on seven render-blocking files.
        // Paired on the bench's mobile run: first paint 1.36–1.57 s → 1.06 s on the home page.
        cssCodeSplit: false,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: {
              groups: [
                // Only popovers (menus, selects) need the positioning library. Left to
                // itself the bundler shares its chunk with small Mantine helpers, so
                // a modal would download it too.
                // The back office's calls and contracts, which its twenty-odd route chunks share: in a chunk
                // of their own, loaded only under /admin, rather than in 'common' below, which every public
                // page loads. Its pages are one dynamic import of their own (back-office-pages.tsx).
                {
                  name: 'admin-calls',
                  test: /[\\/](?:src[\\/]api[\\/]admin-|contracts[\\/]admin[\\/]|src[\\/]features[\\/]admin[\\/](?:loading|route-guard|lead-ref)\.ts)/,
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, includeDependenciesRecursively: false, priority: 1 },
                // Form state (@mantine/form and its two helpers, our hook over it): only pages with a form
                // need it. Shared by more than eight chunks, it would otherwise sit in 'common' below and
                // every page would download it (5.3 KB Brotli on /career, /portfolio and a post).
                {
                  name: 'form-state',
                  test: /[\\/](?:node_modules[\\/](?:@mantine[\\/]form|klona|fast-deep-equal)[\\/]|src[\\/]lib[\\/](?:use-site-form|form-errors)\.ts)/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                // Everything the entry imports, in the entry's own file. Left to itself the bundler
                // gives each module that lazy route chunks share with the entry a chunk of its own:
                // some 25 small files that every page fetches before it can hydrate.
                { name: 'entry-client', tags: ['$initial'] },
                // The kit most pages share (modules that eight or more chunks import: sections, cards,
                // form fields, status lines, a few icons) in one file. Left to itself the bundler gives
                // each combination of pages that shares a module a file of its own, 1-3 KB each, and
                // each is a request that waits its turn on a phone's six HTTP/1.1 connections: /career
                // fetched 22 files, now 8; the home page 34, now 18. Paired on the bench's mobile run,
                // the largest paint fell by about 390 ms on /career, 340 ms on /blog and 180 ms on
                // /portfolio, with blocking time unchanged; a page may load 3-15 KB gzip of the kit
                // it does not use.
                // Not Mantine's components, nor ours that are made of them, nor the drawn images (NOT_COMMON):
                // in this chunk every page would download them (10.6 KB Brotli of Mantine on a post). Left to
                // the bundler, they share chunks among the pages that use them.
                { name: 'common', minShareCount: 8, test: (id: string) => !NOT_COMMON.test(id) },
              ],
            },
          },
        },
      },
  test: {
    globals: true,
    testTimeout: 15_000,
    // A global a test stubs (an IntersectionObserver, a fetch) is undone after it.
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.ssr.test.{ts,tsx}'],
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
      {
        // The server renderer as the server runs it: Node, no DOM, `import.meta.env.SSR` set.
        extends: true,
        test: {
          name: 'ssr',
          environment: 'node',
          include: ['src/**/*.ssr.test.{ts,tsx}'],
        },
      },
    ],
  },
}));
