import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15: colours only through the theme. A component names brand colours
 * with Mantine's variables (var(--mantine-color-brand-6)) and the drawn art's
 * other colours with the art palette's (src/styles/art-palette.css), never as
 * a hex literal that a change of theme would miss.
 */
const COMPONENTS = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const HEX_COLOUR = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;

/** Hex colours in a file's strings and template literals (comments and the text a page shows are not colours). */
function hexColoursIn(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      for (const [hex] of node.text.matchAll(HEX_COLOUR)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${path}:${line + 1} ${hex}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('colours in components', () => {
  it('finds the components', () => {
    expect(Object.keys(COMPONENTS).length).toBeGreaterThan(50);
    expect(Object.keys(COMPONENTS)).toContain('./components/logo.tsx');
  });

  it('are never hex literals', () => {
    expect(Object.entries(COMPONENTS).flatMap(([path, source]) => hexColoursIn(path, source))).toEqual([]);
  });

  it('are found in attributes, styles and templates, not in comments or shown text', () => {
    const source = [
      '// #0b63b6 in a comment',
      'const a = <rect fill="#fff" />;',
      "const b = { background: '#0B63B6' };",
      'const c = `linear-gradient(#0a1f44, ${b})`;',
      'const d = <text>Parcel #4821</text>;',
    ].join('\n');
    expect(hexColoursIn('example.tsx', source)).toEqual(['example.tsx:2 #fff', 'example.tsx:3 #0B63B6', 'example.tsx:4 #0a1f44']);
  });
});
