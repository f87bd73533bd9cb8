import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          include: ['contracts/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
    ],
  },
});
