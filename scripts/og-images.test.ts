import { OG_PAGE_TYPES } from '../src/lib/head.ts';
import { theme } from '../src/theme.ts';
import {
  OG_COPY,
  brandFont,
  OG_HEIGHT,
  OG_WIDTH,
  measureText,
  ogImageSvg,
  renderOgImage,
  wrapText,
} from './og-images.ts';
import { ogImages } from './vite-og-images.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, the first after the signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The illustration: everything after the copy column. */
const illustration = (svg: string) => svg.slice(svg.indexOf('<g transform="translate(690 95)">'));

describe('brandFont', () => {
  it('unpacks the brand font and keeps its weight axis, which the images use for bold headlines', async () => {
    const font = await brandFont();
    expect(font(800).familyName).toBe('Plus Jakarta Sans');
    const stem = (weight: number) => font(weight).glyphForCodePoint(0x49).bbox.width; // I
    expect(stem(800)).toBeGreaterThan(stem(400) * 1.5);
  });
});

describe('text layout', () => {
  const style = { size: 60, weight: 800, fill: '#ffffff' };

  it('kerns pairs the font kerns', async () => {
    const font = await brandFont();
    expect(measureText(font, 'To', style)).toBeLessThan(measureText(font, 'T', style) + measureText(font, 'o', style));
  });

  it('breaks lines to the width and balances them', async () => {
    const font = await brandFont();
    expect(wrapText(font, 'The people behind ITBD', style, 560)).toEqual(['The people', 'behind ITBD']);
    for (const line of wrapText(font, 'Software, web and digital services for your business', style, 560)) {
      expect(measureText(font, line, style)).toBeLessThanOrEqual(560);
    }
  });
});

describe('ogImageSvg', async () => {
  const svgs = new Map(await Promise.all(OG_PAGE_TYPES.map(async (type) => [type, await ogImageSvg(type)] as const)));

  it.each(OG_PAGE_TYPES)('%s: is 1200×630 and names its headline', (type) => {
    const svg = svgs.get(type)!;
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
    expect(svg).toContain(`<title>${OG_COPY[type].headline.replace(/&/g, '&amp;')} — ITBD</title>`);
  });

  it('draws its text as outlines, so the image does not depend on the fonts installed', () => {
    for (const svg of svgs.values()) {
      expect(svg).not.toMatch(/<text[\s>]/);
      expect(svg).not.toMatch(/font-family/);
    }
  });

  it('uses only the brand palette of src/theme.ts', () => {
    const { brand, navy, accent } = theme.colors!;
    const palette = new Set(['#ffffff', ...brand!, ...navy!, ...accent!]);
    for (const [type, svg] of svgs) {
      const colours = new Set(svg.match(/#[0-9a-f]{3,8}\b/gi)?.map((colour) => colour.toLowerCase()));
      expect([...colours].filter((colour) => !palette.has(colour)), type).toEqual([]);
      expect(colours, type).toContain(brand![6]); // the logo's mark
      expect(colours, type).toContain(navy![9]); // the background
    }
  });

  it('gives every page type its own headline and illustration', () => {
    const headlines = new Set(OG_PAGE_TYPES.map((type) => OG_COPY[type].headline));
    const illustrations = new Set([...svgs.values()].map(illustration));
    expect(headlines.size).toBe(OG_PAGE_TYPES.length);
    expect(illustrations.size).toBe(OG_PAGE_TYPES.length);
  });

  it('keeps ids unique within an image', () => {
    for (const [type, svg] of svgs) {
      const ids = svg.match(/ id="[^"]+"/g) ?? [];
      expect(new Set(ids).size, type).toBe(ids.length);
    }
  });
});

describe('renderOgImage', () => {
  it.each(OG_PAGE_TYPES)('%s: renders a 1200×630 PNG', async (type) => {
    const png = await renderOgImage(type);
    expect(pngSize(png)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    expect(png.length).toBeGreaterThan(20_000); // drawn, not blank
  });
});

describe('ogImages (Vite plugin)', () => {
  interface EmittedAsset {
    type: 'asset';
    fileName: string;
    source: Buffer;
  }

  /** Calls the plugin's generateBundle as Vite would, for a client or a server build. */
  async function generate(ssr: boolean) {
    const plugin = ogImages();
    const emitted: EmittedAsset[] = [];
    const context = {
      environment: { config: { build: { ssr } } },
      emitFile: (file: EmittedAsset) => {
        emitted.push(file);
        return file.fileName;
      },
    };
    (plugin.configResolved as (config: unknown) => void)({ base: '/', build: { ssr } });
    await (plugin.generateBundle as (this: typeof context, ...args: unknown[]) => Promise<void>).call(context, {}, {}, false);
    return emitted;
  }

  it('emits og/<type>.png for every page type in the client build', async () => {
    const emitted = await generate(false);
    expect(emitted.map((file) => file.fileName).sort()).toEqual(OG_PAGE_TYPES.map((type) => `og/${type}.png`).sort());
    for (const file of emitted) {
      expect(file.type).toBe('asset');
      expect(pngSize(file.source)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('emits nothing in the server build', async () => {
    expect(await generate(true)).toEqual([]);
  });

});
