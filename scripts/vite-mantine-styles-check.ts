/**
 * Fails the browser build when it bundles a Mantine component whose stylesheet
 * was not imported. The site imports Mantine's styles per component (the whole
 * sheet is ~41 KB gzip), and a component without its sheet renders unstyled
 * with no error. Each Mantine component carries its CSS-module class names
 * (`m_` and a hash) in its JavaScript, so every such name in the bundle must be
 * defined by a bundled stylesheet; the error names the sheet to import.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

const classesIn = (code: string) => new Set(code.match(MANTINE_CLASS));

/** The Mantine classes the scripts use that no stylesheet defines, sorted. */
export function unstyledMantineClasses(scripts: readonly string[], stylesheets: readonly string[]): string[] {
  const styled = new Set(stylesheets.flatMap((css) => [...classesIn(css)]));
  const used = new Set(scripts.flatMap((code) => [...classesIn(code)]));
  return [...used].filter((name) => !styled.has(name)).sort();
}

/** Mantine's stylesheets (`@mantine/core/styles/X.css`) that define any of the classes. */
export function stylesheetsDefining(classes: readonly string[], stylesDir: string): string[] {
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .filter((file) => {
      const defined = classesIn(readFileSync(join(stylesDir, file), 'utf8'));
      return classes.some((name) => defined.has(name));
    })
    .map((file) => `@mantine/core/styles/${file}`);
}

export function mantineStylesCheck(stylesDir: string): Plugin {
  return {
    name: 'itbd-mantine-styles-check',
    // After Vite's CSS plugin, which emits the site's one stylesheet in its own generateBundle.
    enforce: 'post',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const scripts = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      const stylesheets = files.flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : [],
      );
      const missing = unstyledMantineClasses(scripts, stylesheets);
      if (missing.length === 0) return;
      const sheets = stylesheetsDefining(missing, stylesDir);
      this.error(
        `Mantine components are bundled without their styles (classes ${missing.join(', ')}). ` +
          `Import in src/entry-client.tsx: ${sheets.join(', ') || 'the stylesheet that defines them'}.`,
      );
    },
  };
}
