import { globSync, readFileSync } from 'node:fs';
import { preprocessCSS, resolveConfig } from 'vite';

/*
 * The stylesheets as the build serves them, through postcss.config.js. postcss-preset-mantine
 * writes light-dark() as a rule under `[data-mantine-color-scheme='dark']`; under :root that
 * becomes a descendant of <html>'s own attribute and never matches (the 404 window stayed pale).
 */
const config = await resolveConfig({ configFile: false, root: process.cwd(), logLevel: 'silent' }, 'build');
const built = async (path: string) =>
  (await preprocessCSS(readFileSync(path, 'utf8'), path, config)).code.replace(/\/\*[\s\S]*?\*\//g, '');

const schemeAboveRoot = /\[data-mantine-color-scheme=[^\]]*\][^{},]*\s:root\b/;

describe('colour scheme rules', () => {
  it.each(globSync('src/**/*.css'))('%s sets no scheme colour on a :root inside <html>', async (path) => {
    expect(await built(path)).not.toMatch(schemeAboveRoot);
  });

  it("gives the 404 window its dark colours on <html>'s dark scheme", async () => {
    const css = await built('src/styles/art-palette.css');
    const darkRule = css.match(/:root\[data-mantine-color-scheme='dark'\]\s*\{([^}]*)\}/)?.[1];
    expect(darkRule).toContain('--art-window: var(--mantine-color-dark-6)');
    expect(darkRule).toContain('--art-window-bar: var(--mantine-color-dark-5)');
    expect(darkRule).toContain('--art-window-text: var(--mantine-color-brand-3)');
  });
});
