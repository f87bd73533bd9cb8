import { MantineContext, MantineThemeProvider, type MantineColorScheme, localStorageColorSchemeManager, useProviderColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '@/theme';

const colorSchemeManager = localStorageColorSchemeManager();
const getRootElement = () => document.documentElement;

export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';

/**
 * Mantine's provider as MantineProvider composes it (@mantine/core 9.7, pinned), less the two
 * parts this site builds ahead of time into its stylesheet (scripts/vite-mantine-css-variables.ts):
 * the theme's CSS variables and the `hiddenFrom`/`visibleFrom` classes. MantineProvider imports
 * their code even when told not to render them, about 2 KB Brotli in every page's entry.
 * The reduced-motion flag it sets in an effect is on `<html>` from the server (routes/__root.tsx).
 */
export function SiteMantineProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: DEFAULT_COLOR_SCHEME,
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  });
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
        deduplicateInlineStyles: false,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
