import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stylesheetsDefining, unstyledMantineClasses } from './vite-mantine-styles-check.ts';

const stylesDir = fileURLToPath(new URL('../node_modules/@mantine/core/styles', import.meta.url));

describe('the Mantine styles check', () => {
  it('finds the classes a bundle uses that no stylesheet defines', () => {
    const scripts = ['var c={root:`m_77c9d27d`,inner:`m_80f1301b`};', 'var d={chevron:`m_2943220b`};'];
    const stylesheets = ['.m_77c9d27d{display:flex}.m_80f1301b{height:100%}'];
    expect(unstyledMantineClasses(scripts, stylesheets)).toEqual(['m_2943220b']);
  });

  it('passes a bundle whose every class is styled, and ignores names that only look alike', () => {
    expect(unstyledMantineClasses(['x={root:`m_77c9d27d`}; item_m_1234567890'], ['.m_77c9d27d{}'])).toEqual([]);
  });

  it("names the stylesheet of Mantine's own that defines a missing class", () => {
    // Button's root class and Combobox's chevron (used by NativeSelect).
    expect(stylesheetsDefining(['m_77c9d27d'], stylesDir)).toEqual(['@mantine/core/styles/Button.css']);
    expect(stylesheetsDefining(['m_2943220b'], stylesDir)).toEqual(['@mantine/core/styles/Combobox.css']);
  });
});
