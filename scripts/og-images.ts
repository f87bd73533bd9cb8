/**
 * Share images (Open Graph / Twitter `summary_large_image`), drawn by the build:
 * one 1200×630 PNG per kind of page, in the brand's colours and type, with an
 * abstract illustration per page type. `scripts/vite-og-images.ts` emits them as
 * `og/<type>.png`; `src/lib/head.ts` links each page to its type's image.
 *
 * Text is set in Plus Jakarta Sans and drawn as outlines, so the images look the
 * same on every machine that builds them, whatever fonts it has installed. The
 * font ships only as a variable WOFF2 (@fontsource-variable), which the SVG
 * renderer cannot read: `woff2ToSfnt` unpacks it into a TrueType font, and
 * fontkitten applies the weight axis and hands over the glyph outlines.
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { create, type Font, type Glyph } from 'fontkitten';

export const OG_PAGE_TYPES = [
  'home',
  'about',
  'team',
  'services',
  'product',
  'industry',
  'portfolio',
  'blog',
  'career',
  'job',
  'contact',
  'affiliate',
  'default',
] as const;
export type OgPageType = (typeof OG_PAGE_TYPES)[number];

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The brand font: the one file every text on the images is drawn from (Latin subset, weight axis 200-800). */
export const OG_FONT_FILE = new URL(
  '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  import.meta.url,
);

// ---------------------------------------------------------------------------
// Palette: shades of the Mantine tuples in src/theme.ts (a test holds them to it).

export const PALETTE = {
  white: '#ffffff',
  brand2: '#a3c8ee',
  brand3: '#74ace5',
  brand4: '#4a92dc',
  brand5: '#2a7dd0',
  brand6: '#0b63b6',
  brand7: '#09539a',
  brand8: '#07447e',
  navy1: '#cdd7ea',
  navy2: '#9eb0d3',
  navy6: '#234494',
  navy7: '#183678',
  navy8: '#10295c',
  navy9: '#0a1f44',
  /** The warm accent, used sparingly: the logo's spark and one highlight per illustration. */
  accent4: '#fbbf24',
} as const;
const C = PALETTE;

// ---------------------------------------------------------------------------
// WOFF2 -> TrueType (https://www.w3.org/TR/WOFF2/), enough for one known font:
// the null transform for every table and the glyf/loca transform; no collections.

const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ',
  'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS',
  'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc',
  'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop',
  'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

/** A cursor over a big-endian byte buffer. */
class Reader {
  readonly buf: Buffer;
  pos: number;
  constructor(buf: Buffer, start = 0) {
    this.buf = buf;
    this.pos = start;
  }
  u8() {
    return this.buf.readUInt8(this.pos++);
  }
  u16() {
    const value = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return value;
  }
  i16() {
    const value = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return value;
  }
  u32() {
    const value = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return value;
  }
  bytes(length: number) {
    const slice = this.buf.subarray(this.pos, this.pos + length);
    this.pos += length;
    return slice;
  }
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('WOFF2: bad UIntBase128');
  }
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 254) return this.u8() + 253 * 2;
    if (code === 255) return this.u8() + 253;
    return code;
  }
}

/** A growing big-endian byte buffer. */
class Writer {
  private chunks: Buffer[] = [];
  length = 0;
  push(bytes: Buffer) {
    this.chunks.push(bytes);
    this.length += bytes.length;
  }
  u8(value: number) {
    this.push(Buffer.from([value & 0xff]));
  }
  u16(value: number) {
    const bytes = Buffer.alloc(2);
    bytes.writeUInt16BE(value & 0xffff);
    this.push(bytes);
  }
  i16(value: number) {
    const bytes = Buffer.alloc(2);
    bytes.writeInt16BE(value);
    this.push(bytes);
  }
  u32(value: number) {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value >>> 0);
    this.push(bytes);
  }
  pad(to: number) {
    while (this.length % to) this.u8(0);
  }
  done() {
    return Buffer.concat(this.chunks);
  }
}

interface Woff2Table {
  tag: string;
  length: number;
  transformLength: number;
  transformed: boolean;
}

/** Unpacks a WOFF2 font into the TrueType font it was made from (same glyphs, same tables). */
export function woff2ToSfnt(woff2: Buffer): Buffer {
  const header = new Reader(woff2);
  if (header.bytes(4).toString('latin1') !== 'wOF2') throw new Error('WOFF2: bad signature');
  const flavor = header.u32();
  if (flavor === 0x74746366) throw new Error('WOFF2: font collections are not supported');
  header.pos = 12;
  const numTables = header.u16();
  header.pos = 20;
  const totalCompressedSize = header.u32();
  header.pos = 48;

  const tables: Woff2Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = header.u8();
    const tag = (flags & 0x3f) === 0x3f ? header.bytes(4).toString('latin1') : KNOWN_TAGS[flags & 0x3f];
    if (!tag) throw new Error(`WOFF2: unknown table tag index ${flags & 0x3f}`);
    const version = flags >> 6;
    const length = header.base128();
    // glyf and loca are transformed at version 0; every other table at a non-zero version.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const transformLength = transformed ? header.base128() : length;
    if (transformed && tag !== 'glyf' && tag !== 'loca') throw new Error(`WOFF2: the ${tag} transform is not supported`);
    tables.push({ tag, length, transformLength, transformed });
  }

  const data = brotliDecompressSync(woff2.subarray(header.pos, header.pos + totalCompressedSize));
  const raw = new Map<string, Buffer>();
  let offset = 0;
  for (const table of tables) {
    raw.set(table.tag, data.subarray(offset, offset + table.transformLength));
    offset += table.transformLength;
  }

  const out = new Map<string, Buffer>();
  for (const table of tables) {
    if (!table.transformed) out.set(table.tag, raw.get(table.tag)!);
  }
  if (tables.find((table) => table.tag === 'glyf')?.transformed) {
    const { glyf, loca, indexFormat } = untransformGlyf(raw.get('glyf')!);
    out.set('glyf', glyf);
    out.set('loca', loca);
    const head = Buffer.from(out.get('head')!);
    head.writeInt16BE(indexFormat, 50); // indexToLocFormat
    out.set('head', head);
  }
  return sfnt(flavor, out);
}

/** Rebuilds the glyf and loca tables from WOFF2's transformed glyf table (spec §5.1). */
function untransformGlyf(table: Buffer) {
  const header = new Reader(table);
  header.u16(); // reserved
  const optionFlags = header.u16();
  const numGlyphs = header.u16();
  const indexFormat = header.u16();
  const sizes = Array.from({ length: 7 }, () => header.u32());
  const streams: Reader[] = [];
  let start = header.pos;
  for (const size of sizes) {
    streams.push(new Reader(table.subarray(start, start + size)));
    start += size;
  }
  const [nContourStream, nPointsStream, flagStream, glyphStream, compositeStream, bboxStream, instructionStream] =
    streams as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  if (optionFlags & 1) throw new Error('WOFF2: explicit overlap bitmaps are not supported');
  const bboxBitmap = bboxStream.bytes(4 * Math.floor((numGlyphs + 31) / 32));
  const hasBbox = (glyph: number) => (bboxBitmap[glyph >> 3]! & (0x80 >> (glyph & 7))) !== 0;

  const glyf = new Writer();
  const offsets: number[] = [];
  for (let glyph = 0; glyph < numGlyphs; glyph++) {
    offsets.push(glyf.length);
    const nContours = nContourStream.i16();
    if (nContours === 0) continue;

    if (nContours > 0) {
      const endPoints: number[] = [];
      let nPoints = 0;
      for (let i = 0; i < nContours; i++) {
        nPoints += nPointsStream.u255();
        endPoints.push(nPoints - 1);
      }
      const points = decodeTriplets(flagStream, glyphStream, nPoints);
      const instructions = instructionStream.bytes(glyphStream.u255());
      let [xMin, yMin, xMax, yMax] = [Infinity, Infinity, -Infinity, -Infinity];
      if (hasBbox(glyph)) [xMin, yMin, xMax, yMax] = [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()];
      else
        for (const point of points) {
          xMin = Math.min(xMin, point.x);
          yMin = Math.min(yMin, point.y);
          xMax = Math.max(xMax, point.x);
          yMax = Math.max(yMax, point.y);
        }
      glyf.i16(nContours);
      [xMin, yMin, xMax, yMax].forEach((value) => glyf.i16(value));
      endPoints.forEach((value) => glyf.u16(value));
      glyf.u16(instructions.length);
      glyf.push(instructions);
      // Every point gets its own flag byte and 16-bit deltas: larger than need be, simple and exact.
      points.forEach((point) => glyf.u8(point.onCurve ? 1 : 0));
      points.forEach((point, i) => glyf.i16(point.x - (points[i - 1]?.x ?? 0)));
      points.forEach((point, i) => glyf.i16(point.y - (points[i - 1]?.y ?? 0)));
    } else {
      glyf.i16(-1);
      for (let i = 0; i < 4; i++) glyf.i16(bboxStream.i16());
      let flags: number;
      let hasInstructions = false;
      do {
        flags = compositeStream.u16();
        hasInstructions ||= (flags & 0x100) !== 0;
        let length = 2 + (flags & 0x1 ? 4 : 2); // glyph index and two arguments
        if (flags & 0x8) length += 2; // a scale
        else if (flags & 0x40) length += 4; // x and y scales
        else if (flags & 0x80) length += 8; // a 2×2 matrix
        glyf.u16(flags);
        glyf.push(compositeStream.bytes(length));
      } while (flags & 0x20);
      if (hasInstructions) {
        const instructions = instructionStream.bytes(glyphStream.u255());
        glyf.u16(instructions.length);
        glyf.push(instructions);
      }
    }
    glyf.pad(4);
  }
  offsets.push(glyf.length);

  const loca = new Writer();
  for (const value of offsets) {
    if (indexFormat) loca.u32(value);
    else loca.u16(value / 2);
  }
  return { glyf: glyf.done(), loca: loca.done(), indexFormat };
}

/** Point coordinates from WOFF2's flag and triplet streams (spec §5.2). */
function decodeTriplets(flags: Reader, data: Reader, count: number) {
  const points: { x: number; y: number; onCurve: boolean }[] = [];
  const signed = (flag: number, value: number) => (flag & 1 ? value : -value);
  let x = 0;
  let y = 0;
  for (let i = 0; i < count; i++) {
    const flag = flags.u8();
    const onCurve = !(flag >> 7);
    const f = flag & 0x7f;
    let dx = 0;
    let dy = 0;
    if (f < 10) {
      dy = signed(f, ((f & 14) << 7) + data.u8());
    } else if (f < 20) {
      dx = signed(f, (((f - 10) & 14) << 7) + data.u8());
    } else if (f < 84) {
      const b0 = f - 20;
      const b1 = data.u8();
      dx = signed(f, 1 + (b0 & 0x30) + (b1 >> 4));
      dy = signed(f >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
    } else if (f < 120) {
      const b0 = f - 84;
      dx = signed(f, 1 + (Math.floor(b0 / 12) << 8) + data.u8());
      dy = signed(f >> 1, 1 + (((b0 % 12) >> 2) << 8) + data.u8());
    } else if (f < 124) {
      const b1 = data.u8();
      const b2 = data.u8();
      const b3 = data.u8();
      dx = signed(f, (b1 << 4) + (b2 >> 4));
      dy = signed(f >> 1, ((b2 & 0x0f) << 8) + b3);
    } else {
      dx = signed(f, data.u16());
      dy = signed(f >> 1, data.u16());
    }
    x += dx;
    y += dy;
    points.push({ x, y, onCurve });
  }
  return points;
}

/** An SFNT (TrueType) file from its tables. */
function sfnt(flavor: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const entrySelector = Math.floor(Math.log2(tags.length));
  const searchRange = 2 ** entrySelector * 16;
  const out = new Writer();
  out.u32(flavor);
  out.u16(tags.length);
  out.u16(searchRange);
  out.u16(entrySelector);
  out.u16(tags.length * 16 - searchRange);
  let offset = 12 + tags.length * 16;
  for (const tag of tags) {
    const table = tables.get(tag)!;
    out.push(Buffer.from(tag, 'latin1'));
    out.u32(checksum(table));
    out.u32(offset);
    out.u32(table.length);
    offset += Math.ceil(table.length / 4) * 4;
  }
  for (const tag of tags) {
    out.push(tables.get(tag)!);
    out.pad(4);
  }
  return out.done();
}

function checksum(table: Buffer) {
  const padded = Buffer.alloc(Math.ceil(table.length / 4) * 4);
  table.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

// ---------------------------------------------------------------------------
// Kerning: the font's GPOS pair adjustments (lookup types 2 and 9 of the 'kern'
// feature), at the default instance's values.

type KernTable = (left: number, right: number) => number;

export function readKerning(font: Buffer): KernTable {
  const sfntReader = new Reader(font, 4);
  const numTables = sfntReader.u16();
  let gpos: Buffer | undefined;
  for (let i = 0; i < numTables; i++) {
    const record = new Reader(font, 12 + i * 16);
    const tag = record.bytes(4).toString('latin1');
    record.u32();
    const offset = record.u32();
    if (tag === 'GPOS') gpos = font.subarray(offset, offset + record.u32());
  }
  const pairs = new Map<number, number>();
  const classPairs: { coverage: Set<number>; class1: Map<number, number>; class2: Map<number, number>; values: number[][] }[] = [];
  if (!gpos) return () => 0;

  const at = (offset: number) => new Reader(gpos, offset);
  const header = at(4);
  header.u16(); // ScriptList
  const featureList = header.u16();
  const lookupList = header.u16();

  const lookups = new Set<number>();
  const features = at(featureList);
  const featureCount = features.u16();
  for (let i = 0; i < featureCount; i++) {
    const tag = features.bytes(4).toString('latin1');
    const offset = featureList + features.u16();
    if (tag !== 'kern') continue;
    const feature = at(offset + 2);
    const count = feature.u16();
    for (let j = 0; j < count; j++) lookups.add(feature.u16());
  }

  const coverage = (offset: number) => {
    const reader = at(offset);
    const format = reader.u16();
    const count = reader.u16();
    const glyphs: number[] = [];
    for (let i = 0; i < count; i++) {
      if (format === 1) glyphs.push(reader.u16());
      else {
        const [first, last] = [reader.u16(), reader.u16()];
        reader.u16();
        for (let glyph = first; glyph <= last; glyph++) glyphs.push(glyph);
      }
    }
    return glyphs;
  };
  const classDef = (offset: number) => {
    const reader = at(offset);
    const classes = new Map<number, number>();
    if (reader.u16() === 1) {
      const start = reader.u16();
      const count = reader.u16();
      for (let i = 0; i < count; i++) classes.set(start + i, reader.u16());
    } else {
      const count = reader.u16();
      for (let i = 0; i < count; i++) {
        const [first, last, value] = [reader.u16(), reader.u16(), reader.u16()];
        for (let glyph = first; glyph <= last; glyph++) classes.set(glyph, value);
      }
    }
    return classes;
  };
  const bits = (format: number) => [...format.toString(2)].filter((bit) => bit === '1').length;
  /** The XAdvance of a value record (0 if it has none); the reader moves past the record. */
  const xAdvance = (reader: Reader, format: number) => {
    let value = 0;
    for (let bit = 1; bit <= 0x80; bit <<= 1) {
      if (!(format & bit)) continue;
      const field = reader.i16();
      if (bit === 4) value = field;
    }
    return value;
  };

  const pairPos = (offset: number) => {
    const reader = at(offset);
    const format = reader.u16();
    const firsts = coverage(offset + reader.u16());
    const format1 = reader.u16();
    const format2 = reader.u16();
    if (format === 1) {
      const setCount = reader.u16();
      for (let i = 0; i < setCount && i < firsts.length; i++) {
        const set = at(offset + reader.u16());
        const count = set.u16();
        for (let j = 0; j < count; j++) {
          const second = set.u16();
          const value = xAdvance(set, format1);
          set.pos += bits(format2) * 2;
          const key = (firsts[i]! << 16) | second;
          if (value && !pairs.has(key)) pairs.set(key, value);
        }
      }
    } else if (format === 2) {
      const class1 = classDef(offset + reader.u16());
      const class2 = classDef(offset + reader.u16());
      const class1Count = reader.u16();
      const class2Count = reader.u16();
      const values: number[][] = [];
      for (let i = 0; i < class1Count; i++) {
        const row: number[] = [];
        for (let j = 0; j < class2Count; j++) {
          row.push(xAdvance(reader, format1));
          reader.pos += bits(format2) * 2;
        }
        values.push(row);
      }
      classPairs.push({ coverage: new Set(firsts), class1, class2, values });
    }
  };

  const lookupReader = at(lookupList);
  const lookupCount = lookupReader.u16();
  const lookupOffsets = Array.from({ length: lookupCount }, () => lookupList + lookupReader.u16());
  for (const index of [...lookups].sort((a, b) => a - b)) {
    const lookup = at(lookupOffsets[index]!);
    const type = lookup.u16();
    lookup.u16(); // flags
    const count = lookup.u16();
    for (let i = 0; i < count; i++) {
      let offset = lookupOffsets[index]! + lookup.u16();
      let subtableType = type;
      if (type === 9) {
        const extension = at(offset + 2);
        subtableType = extension.u16();
        offset += extension.u32();
      }
      if (subtableType === 2) pairPos(offset);
    }
  }

  return (left, right) => {
    const pair = pairs.get((left << 16) | right);
    if (pair !== undefined) return pair;
    for (const table of classPairs) {
      if (!table.coverage.has(left)) continue;
      return table.values[table.class1.get(left) ?? 0]?.[table.class2.get(right) ?? 0] ?? 0;
    }
    return 0;
  };
}

// ---------------------------------------------------------------------------
// Text: lines of the brand font at a given weight, laid out with kerning and
// drawn as one <path> each.

interface TextStyle {
  size: number;
  /** A weight on the font's axis, 200-800. */
  weight: number;
  fill: string;
  /** Extra letter spacing in em. */
  tracking?: number;
}

let brandFont: { base: Font; kern: KernTable; weights: Map<number, Font> } | undefined;

/** The brand font at a weight; read once, on first use. */
function fontAt(weight: number) {
  if (!brandFont) {
    const sfnt = woff2ToSfnt(readFileSync(OG_FONT_FILE));
    const base = create(sfnt);
    if (base.isCollection) throw new Error(`${OG_FONT_FILE.pathname} is a font collection`);
    brandFont = { base, kern: readKerning(sfnt), weights: new Map() };
  }
  let font = brandFont.weights.get(weight);
  if (!font) {
    font = brandFont.base.getVariation({ wght: weight });
    brandFont.weights.set(weight, font);
  }
  return { font, kern: brandFont.kern };
}

/** Glyphs of one line and their pen positions, in font units. */
function shape(text: string, style: TextStyle) {
  const { font, kern } = fontAt(style.weight);
  const tracking = (style.tracking ?? 0) * font.unitsPerEm;
  const placed: { glyph: Glyph; x: number }[] = [];
  let pen = 0;
  let previous: Glyph | undefined;
  for (const glyph of font.glyphsForString(text)) {
    if (previous) pen += kern(previous.id, glyph.id) + tracking;
    placed.push({ glyph, x: pen });
    pen += glyph.advanceWidth;
    previous = glyph;
  }
  return { placed, width: pen, scale: style.size / font.unitsPerEm };
}

/** A line's advance width in px. */
export function measureText(text: string, style: TextStyle) {
  const { width, scale } = shape(text, style);
  return width * scale;
}

/** One line of text as a path; `x`/`y` is the start (or middle, or end) of its baseline. */
function text(content: string, x: number, y: number, style: TextStyle, anchor: 'start' | 'middle' | 'end' = 'start') {
  const { placed, width, scale } = shape(content, style);
  const left = x - (anchor === 'middle' ? (width * scale) / 2 : anchor === 'end' ? width * scale : 0);
  const n = (value: number) => String(Math.round(value * 100) / 100);
  let d = '';
  for (const { glyph, x: pen } of placed) {
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let i = 0; i < args.length; i += 2) points.push(`${n(left + (pen + args[i]!) * scale)} ${n(y - args[i + 1]! * scale)}`);
      d += { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command] + points.join(' ');
    }
  }
  return `<path fill="${style.fill}" d="${d}"/>`;
}

/** Words broken into lines no wider than `maxWidth` px, as few lines as fit. */
function greedyWrap(content: string, style: TextStyle, maxWidth: number) {
  const lines: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && measureText(`${last} ${word}`, style) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Words broken into lines no wider than `maxWidth` px, as few lines as fit and
 * of even lengths (like CSS `text-wrap: balance`): no word left alone on a line.
 */
export function wrapText(content: string, style: TextStyle, maxWidth: number) {
  const lines = greedyWrap(content, style, maxWidth);
  if (lines.length < 2) return lines;
  let [low, high] = [0, maxWidth];
  while (high - low > 1) {
    const width = (low + high) / 2;
    if (greedyWrap(content, style, width).length > lines.length) low = width;
    else high = width;
  }
  return greedyWrap(content, style, high);
}

// ---------------------------------------------------------------------------
// Copy

interface Copy {
  eyebrow: string;
  headline: string;
  subline: string;
}

export const OG_COPY: Record<OgPageType, Copy> = {
  home: {
    eyebrow: '15 years · 500+ projects',
    headline: 'Software, web and digital services',
    subline: 'Websites, apps, marketing and business software for Bangladesh and abroad.',
  },
  about: {
    eyebrow: 'About ITBD',
    headline: 'Fifteen years of building for business',
    subline: 'An agency in Banani, Dhaka, with 500+ projects delivered.',
  },
  team: {
    eyebrow: 'Our team',
    headline: 'The people behind ITBD',
    subline: 'Engineers, designers and marketers who build and grow your product.',
  },
  services: {
    eyebrow: 'Services',
    headline: 'Websites, apps and marketing that work',
    subline: 'Web design and development, WordPress, mobile apps and digital marketing.',
  },
  product: {
    eyebrow: 'Products',
    headline: 'Ready-made business software',
    subline: 'POS, ERP, pharmacy, courier, tailor and publication systems.',
  },
  industry: {
    eyebrow: 'Sister concerns',
    headline: 'The ITBD family of companies',
    subline: 'Books, learning, fintech, laptops, courier and freelance work.',
  },
  portfolio: {
    eyebrow: 'Portfolio',
    headline: '500+ projects delivered',
    subline: 'Websites, apps and software for brands in Bangladesh and abroad.',
  },
  blog: {
    eyebrow: 'Blog',
    headline: 'The ITBD blog',
    subline: 'Notes on web, software, design and digital marketing.',
  },
  career: {
    eyebrow: 'Careers',
    headline: 'Careers at ITBD',
    subline: 'Engineering, design, marketing and sales roles in Banani, Dhaka.',
  },
  job: {
    eyebrow: 'Open position',
    headline: 'Join the ITBD team',
    subline: 'Read the role, see the benefits and apply online.',
  },
  contact: {
    eyebrow: 'Contact',
    headline: 'Let’s talk about your project',
    subline: 'Call, email or visit our office in Banani, Dhaka.',
  },
  affiliate: {
    eyebrow: 'Affiliate Programme',
    headline: 'Earn by recommending ITBD',
    subline: 'Up to 50% commission, paid monthly to bKash or bank.',
  },
  default: {
    eyebrow: 'Software · Web · Digital',
    headline: 'Build and grow your business online',
    subline: 'Websites, apps, marketing and business software from ITBD.',
  },
};

// ---------------------------------------------------------------------------
// Drawing helpers (numbers in px; the illustrations use a 440×440 box)

type Attrs = Record<string, string | number | undefined>;
const attrs = (values: Attrs) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width, height, rx, fill, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
const path = (d: string, extra: Attrs) => `<path${attrs({ d, fill: 'none', ...extra })}/>`;
const stroke = (color: string, width: number, extra: Attrs = {}) => ({
  stroke: color,
  'stroke-width': width,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  ...extra,
});
const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;

/** A card on the navy: a lighter navy panel with a faint blue edge. */
const card = (x: number, y: number, width: number, height: number, rx = 18, fill: string = C.navy8) =>
  rect(x, y, width, height, rx, fill, { stroke: C.brand4, 'stroke-opacity': 0.35, 'stroke-width': 1.5 });
/** Placeholder text: a rounded bar. */
const bar = (x: number, y: number, width: number, fill: string = C.white, opacity = 0.85, height = 10) =>
  rect(x, y, width, height, height / 2, fill, { 'fill-opacity': opacity });

/** The logo's mark (src/components/logo.tsx), `size` px square. */
function mark(x: number, y: number, size: number) {
  return group(
    `translate(${x} ${y}) scale(${size / 40})`,
    rect(0, 0, 40, 40, 10, C.brand6) +
      rect(8, 8, 11, 11, 3, C.white) +
      rect(21, 8, 11, 11, 3, C.white, { 'fill-opacity': 0.55 }) +
      rect(8, 21, 11, 11, 3, C.white, { 'fill-opacity': 0.55 }) +
      circle(26.5, 26.5, 5.5, C.accent4),
  );
}

/** A browser window with its toolbar; returns the SVG and the content area's top. */
function browser(x: number, y: number, width: number, height: number) {
  return (
    card(x, y, width, height) +
    path(`M${x} ${y + 44}H${x + width}`, stroke(C.brand4, 1.5, { 'stroke-opacity': 0.35 })) +
    circle(x + 22, y + 22, 5, C.brand3, { 'fill-opacity': 0.6 }) +
    circle(x + 40, y + 22, 5, C.brand3, { 'fill-opacity': 0.4 }) +
    circle(x + 58, y + 22, 5, C.brand3, { 'fill-opacity': 0.25 }) +
    rect(x + 82, y + 14, Math.min(width - 110, 220), 16, 8, C.navy7)
  );
}

/** A phone, `width` wide, with a notch. */
function phone(x: number, y: number, width: number, height: number, content = '') {
  return (
    rect(x, y, width, height, 22, C.navy7, { stroke: C.brand3, 'stroke-opacity': 0.55, 'stroke-width': 3 }) +
    rect(x + 8, y + 8, width - 16, height - 16, 15, C.navy8) +
    rect(x + width / 2 - 18, y + 14, 36, 6, 3, C.navy7) +
    content
  );
}

/** A coin seen from above at an angle: its top face centred on cx/cy, `depth` px thick. */
function coin(cx: number, cy: number, rx: number, ry: number, depth: number) {
  const edge = { stroke: C.navy9, 'stroke-opacity': 0.3, 'stroke-width': 2 };
  return (
    path(`M${cx - rx} ${cy}V${cy + depth}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + depth}V${cy}Z`, { fill: C.accent4, ...edge }) +
    `<ellipse${attrs({ cx, cy, rx, ry, fill: C.accent4, ...edge })}/>`
  );
}

/** A rounded bar chart: values 0-1 on a baseline. */
function bars(x: number, baseline: number, values: number[], width: number, height: number, gap: number, colors: string[]) {
  return values
    .map((value, i) => rect(x + i * (width + gap), baseline - value * height, width, value * height, Math.min(6, width / 2), colors[i % colors.length]!))
    .join('');
}

// ---------------------------------------------------------------------------
// Illustrations, one per page type, in a 440×440 box

const ILLUSTRATIONS: Record<OgPageType, () => string> = {
  home: () =>
    browser(30, 40, 380, 270) +
    rect(54, 108, 332, 96, 12, 'url(#og-blue)') +
    bar(76, 132, 170, C.white, 0.95, 14) +
    bar(76, 158, 120, C.white, 0.6) +
    rect(76, 178, 72, 14, 7, C.navy9, { 'fill-opacity': 0.35 }) +
    rect(54, 220, 104, 66, 10, C.navy7) +
    rect(168, 220, 104, 66, 10, C.navy7) +
    rect(282, 220, 104, 66, 10, C.navy7) +
    bar(68, 234, 48, C.brand3, 0.9, 8) +
    bar(182, 234, 48, C.brand3, 0.9, 8) +
    bar(296, 234, 48, C.brand3, 0.9, 8) +
    bar(68, 252, 72, C.white, 0.3, 6) +
    bar(182, 252, 72, C.white, 0.3, 6) +
    bar(296, 252, 72, C.white, 0.3, 6) +
    phone(6, 196, 128, 232, bar(30, 250, 56, C.white, 0.9) + bar(30, 268, 80, C.white, 0.35, 8) + rect(30, 292, 80, 60, 10, C.brand6) + rect(30, 362, 80, 38, 10, C.navy7)) +
    card(262, 282, 170, 142) +
    bars(286, 396, [0.35, 0.55, 0.45, 0.8], 22, 84, 14, [C.brand5, C.brand4, C.brand5, C.brand3]) +
    circle(406, 308, 9, C.accent4),

  about: () => {
    // Building blocks climbing to the spark of the logo's mark.
    const columns = [1, 2, 3, 4];
    const size = 72;
    const gap = 12;
    const left = 44;
    const base = 400;
    let blocks = '';
    columns.forEach((count, column) => {
      for (let row = 0; row < count; row++) {
        const fill = [C.brand6, C.brand5, C.brand4, C.navy6][(column + row) % 4]!;
        blocks += rect(left + column * (size + gap), base - (row + 1) * size - row * gap, size, size, 16, fill, row === count - 1 ? {} : { 'fill-opacity': 0.85 });
      }
    });
    return (
      path(`M20 ${base + 14}H420`, stroke(C.brand3, 2, { 'stroke-opacity': 0.4 })) +
      blocks +
      circle(left + 3 * (size + gap) + size / 2, base - 4 * size - 3 * gap - 56, 26, C.accent4) +
      path(`M${left + size / 2} ${base - size - 34}C 120 120, 220 70, ${left + 3 * (size + gap) - 20} ${base - 4 * size - 3 * gap - 56}`, stroke(C.brand3, 2.5, { 'stroke-dasharray': '2 10', 'stroke-opacity': 0.8 }))
    );
  },

  team: () => {
    const person = (cx: number, cy: number, scale: number, color: string) =>
      group(
        `translate(${cx} ${cy}) scale(${scale})`,
        card(-70, -90, 140, 180, 20) +
          circle(0, -28, 30, color) +
          path('M-42 50C-42 22 -22 10 0 10C22 10 42 22 42 50', { fill: color }) +
          bar(-38, 62, 76, C.white, 0.8, 9),
      );
    return (
      person(96, 250, 0.9, C.brand4) +
      person(344, 250, 0.9, C.brand5) +
      person(220, 214, 1.2, C.brand3) +
      circle(262, 148, 11, C.accent4, { stroke: C.navy8, 'stroke-width': 5 }) +
      bar(140, 380, 160, C.brand3, 0.5, 10) +
      bar(170, 402, 100, C.white, 0.25, 8)
    );
  },

  services: () =>
    browser(10, 40, 400, 300) +
    rect(34, 108, 352, 30, 8, C.navy7) +
    bar(48, 118, 60, C.brand3, 0.9) +
    bar(268, 118, 40, C.white, 0.4) +
    bar(318, 118, 52, C.white, 0.4) +
    rect(34, 152, 200, 164, 12, 'url(#og-blue)') +
    bar(52, 176, 140, C.white, 0.95, 14) +
    bar(52, 200, 100, C.white, 0.95, 14) +
    bar(52, 228, 150, C.white, 0.5, 8) +
    bar(52, 244, 120, C.white, 0.5, 8) +
    rect(52, 272, 76, 24, 12, C.white) +
    rect(248, 152, 138, 76, 12, C.navy7) +
    rect(248, 240, 138, 76, 12, C.navy7) +
    bar(262, 170, 60, C.brand3, 0.9, 8) +
    bar(262, 188, 100, C.white, 0.3, 6) +
    bar(262, 202, 80, C.white, 0.3, 6) +
    bar(262, 258, 60, C.brand3, 0.9, 8) +
    bar(262, 276, 100, C.white, 0.3, 6) +
    bar(262, 290, 80, C.white, 0.3, 6) +
    // A code badge: </>
    circle(356, 352, 62, C.accent4) +
    path('M330 334L312 352L330 370M382 334L400 352L382 370M364 326L348 378', stroke(C.navy9, 8)),

  product: () =>
    // A laptop with a dashboard, and a phone in front of it.
    rect(26, 58, 360, 236, 16, C.navy7, { stroke: C.brand3, 'stroke-opacity': 0.55, 'stroke-width': 3 }) +
    rect(40, 72, 332, 208, 8, C.navy8) +
    rect(40, 72, 70, 208, 8, C.navy9, { 'fill-opacity': 0.6 }) +
    bar(54, 92, 40, C.brand3, 0.9, 8) +
    bar(54, 116, 34, C.white, 0.3, 6) +
    bar(54, 132, 42, C.white, 0.3, 6) +
    bar(54, 148, 30, C.white, 0.3, 6) +
    rect(124, 86, 112, 56, 10, C.navy7) +
    rect(246, 86, 112, 56, 10, C.navy7) +
    bar(136, 100, 50, C.white, 0.35, 6) +
    bar(136, 118, 70, C.brand3, 0.95, 12) +
    bar(258, 100, 50, C.white, 0.35, 6) +
    bar(258, 118, 60, C.white, 0.9, 12) +
    rect(124, 152, 234, 114, 10, C.navy7) +
    bars(142, 252, [0.4, 0.62, 0.5, 0.78, 0.66, 0.92, 0.84], 20, 80, 11, [C.brand5, C.brand4]) +
    path('M0 300H412L394 318H18Z', { fill: C.brand7 }) +
    rect(176, 300, 60, 6, 3, C.navy9, { 'fill-opacity': 0.5 }) +
    phone(300, 176, 126, 248, bar(322, 220, 52, C.white, 0.9) + bar(322, 238, 82, C.white, 0.35, 8) +
      rect(322, 262, 82, 40, 10, C.navy7) + rect(322, 310, 82, 40, 10, C.navy7) +
      bar(332, 276, 40, C.brand3, 0.8, 8) + bar(332, 324, 50, C.brand3, 0.8, 8) +
      rect(322, 364, 82, 30, 15, C.accent4)),

  industry: () => {
    // Six sister companies around ITBD: books, learning, fintech, laptops, courier, freelance.
    const icon = (kind: number) =>
      [
        path('M-16 -10C-10 -13 -4 -13 0 -9C4 -13 10 -13 16 -10V12C10 9 4 9 0 13C-4 9 -10 9 -16 12ZM0 -9V13', stroke(C.white, 3)),
        path('M-18 -4L0 -13L18 -4L0 5ZM-10 0V9C-4 14 4 14 10 9V0M18 -4V8', stroke(C.white, 3)),
        rect(-18, -12, 36, 25, 4, 'none', stroke(C.white, 3)) + path('M-18 -4H18M-11 6H-3', stroke(C.white, 3)),
        rect(-14, -12, 28, 19, 3, 'none', stroke(C.white, 3)) + path('M-19 12H19', stroke(C.white, 3)),
        path('M-19 -10H5V8H-19ZM5 -3H13L19 3V8H5', stroke(C.white, 3)) + circle(-11, 10, 4, C.navy8, stroke(C.white, 2.5)) + circle(11, 10, 4, C.navy8, stroke(C.white, 2.5)),
        rect(-17, -7, 34, 22, 4, 'none', stroke(C.white, 3)) + path('M-6 -7V-12H6V-7M-17 3H17', stroke(C.white, 3)),
      ][kind]!;
    const colors = [C.brand6, C.brand5, C.navy6, C.brand5, C.brand6, C.navy6];
    let nodes = '';
    let links = '';
    for (let i = 0; i < 6; i++) {
      const angle = (-90 + i * 60) * (Math.PI / 180);
      const x = 220 + Math.cos(angle) * 160;
      const y = 220 + Math.sin(angle) * 160;
      links += path(`M220 220L${x.toFixed(1)} ${y.toFixed(1)}`, stroke(C.brand3, 2, { 'stroke-opacity': 0.45, 'stroke-dasharray': '4 8' }));
      nodes += group(`translate(${x.toFixed(1)} ${y.toFixed(1)})`, rect(-38, -38, 76, 76, 20, colors[i]!, { stroke: C.brand3, 'stroke-opacity': 0.4, 'stroke-width': 1.5 }) + icon(i));
    }
    return (
      circle(220, 220, 160, 'none', stroke(C.brand4, 1.5, { 'stroke-opacity': 0.3 })) +
      circle(220, 220, 96, C.navy8, { stroke: C.brand4, 'stroke-opacity': 0.35, 'stroke-width': 1.5 }) +
      links +
      mark(170, 170, 100) +
      nodes
    );
  },

  portfolio: () => {
    // A wall of project thumbnails, one starred.
    let tiles = 0;
    const tile = (x: number, y: number, width: number, height: number, fill: string, motif: string) => {
      const id = `og-tile-${tiles++}`;
      return group(
        `translate(${x} ${y})`,
        `<clipPath id="${id}">${rect(0, 0, width, height, 16, C.white)}</clipPath>` +
          rect(0, 0, width, height, 16, fill) +
          `<g clip-path="url(#${id})">${motif}</g>`,
      );
    };
    return (
      tile(20, 30, 190, 150, 'url(#og-blue)', circle(150, 40, 58, C.white, { 'fill-opacity': 0.14 }) + bar(20, 104, 110, C.white, 0.95, 12) + bar(20, 124, 70, C.white, 0.55, 8)) +
      tile(226, 30, 194, 96, C.navy6, path('M0 70L50 40L90 60L140 20L194 44V96H0Z', { fill: C.brand4, 'fill-opacity': 0.6 })) +
      tile(226, 142, 194, 150, C.navy8, rect(18, 18, 158, 70, 10, C.navy7) + bar(18, 104, 120, C.white, 0.85, 12) + bar(18, 124, 80, C.white, 0.35, 8)) +
      tile(20, 196, 190, 200, C.navy8, rect(0, 0, 190, 120, 0, C.brand6) + circle(140, 38, 16, C.brand2) + path('M0 120L52 62L92 100L124 72L190 120Z', { fill: C.brand4 }) + bar(20, 142, 130, C.white, 0.9, 12) + bar(20, 164, 84, C.white, 0.4, 8)) +
      tile(226, 308, 194, 88, C.navy7, bars(20, 74, [0.5, 0.8, 0.6, 1], 26, 52, 14, [C.brand4, C.brand3])) +
      circle(404, 40, 30, C.accent4, { stroke: C.navy9, 'stroke-width': 6 }) +
      path('M404 25L408.7 34.6L419.3 36.1L411.6 43.5L413.5 54L404 49L394.5 54L396.4 43.5L388.7 36.1L399.3 34.6Z', { fill: C.navy9 })
    );
  },

  blog: () =>
    // An article with a chart, and a second post behind it.
    card(110, 16, 310, 120, 18, C.navy7) +
    bar(134, 44, 150, C.white, 0.5) +
    bar(134, 66, 220, C.white, 0.25, 8) +
    card(20, 80, 340, 344) +
    rect(40, 100, 300, 150, 12, C.navy7) +
    path('M40 224L90 200L140 210L190 170L240 180L290 130L340 118V250H40Z', { fill: C.brand6, 'fill-opacity': 0.75 }) +
    path('M40 224L90 200L140 210L190 170L240 180L290 130L340 118', stroke(C.brand3, 4)) +
    circle(290, 130, 10, C.accent4, { stroke: C.navy7, 'stroke-width': 4 }) +
    bar(40, 272, 80, C.brand3, 0.9, 10) +
    bar(40, 298, 270, C.white, 0.95, 16) +
    bar(40, 324, 200, C.white, 0.95, 16) +
    bar(40, 356, 280, C.white, 0.3, 8) +
    bar(40, 374, 250, C.white, 0.3, 8) +
    bar(40, 392, 170, C.white, 0.3, 8),

  career: () =>
    // A list of openings and a briefcase.
    card(170, 20, 250, 270) +
    [0, 1, 2, 3].map((i) =>
      circle(204, 72 + i * 60, 14, i === 0 ? C.brand5 : C.navy7, i === 0 ? {} : { stroke: C.brand3, 'stroke-opacity': 0.5, 'stroke-width': 2 }) +
        (i === 0 ? path(`M197 ${72 + i * 60}L202 ${77 + i * 60}L211 ${67 + i * 60}`, stroke(C.white, 3)) : '') +
        bar(232, 60 + i * 60, [140, 110, 150, 90][i]!, C.white, 0.85) +
        bar(232, 78 + i * 60, [90, 120, 70, 100][i]!, C.white, 0.3, 7),
    ).join('') +
    group(
      'translate(10 226)',
      rect(64, 0, 92, 60, 20, 'none', stroke(C.brand3, 14)) +
        rect(0, 34, 220, 170, 26, C.brand6) +
        rect(0, 34, 220, 74, 26, C.brand5) +
        rect(0, 82, 220, 26, 0, C.brand5) +
        rect(92, 94, 36, 30, 8, C.accent4),
    ),

  job: () =>
    // One opening: its card, tags and the apply button.
    card(40, 40, 370, 360) +
    group('translate(68 68)', rect(0, 0, 72, 72, 18, C.brand6) + rect(19, 30, 34, 26, 5, 'none', stroke(C.white, 3.5)) + path('M29 30V23H43V30M19 41H53', stroke(C.white, 3.5))) +
    bar(160, 78, 190, C.white, 0.95, 16) +
    bar(160, 108, 120, C.brand3, 0.85, 10) +
    rect(68, 168, 96, 30, 15, C.navy7, { stroke: C.brand4, 'stroke-opacity': 0.5 }) +
    rect(174, 168, 80, 30, 15, C.navy7, { stroke: C.brand4, 'stroke-opacity': 0.5 }) +
    rect(264, 168, 108, 30, 15, C.navy7, { stroke: C.brand4, 'stroke-opacity': 0.5 }) +
    bar(84, 179, 64, C.brand3, 0.9, 8) +
    bar(190, 179, 48, C.brand3, 0.9, 8) +
    bar(280, 179, 76, C.brand3, 0.9, 8) +
    bar(68, 226, 300, C.white, 0.3, 8) +
    bar(68, 246, 280, C.white, 0.3, 8) +
    bar(68, 266, 230, C.white, 0.3, 8) +
    rect(68, 322, 160, 50, 25, C.accent4) +
    bar(100, 342, 96, C.navy9, 0.85, 10) +
    path('M250 347H290M276 333L290 347L276 361', stroke(C.brand3, 4)),

  contact: () =>
    // A map with a pin, and a message bubble.
    group(
      'translate(20 20)',
      `<clipPath id="og-map"><rect width="330" height="330" rx="24"/></clipPath>` +
        rect(0, 0, 330, 330, 24, C.navy8, { stroke: C.brand4, 'stroke-opacity': 0.35, 'stroke-width': 1.5 }) +
        `<g clip-path="url(#og-map)">` +
        rect(30, 200, 110, 90, 14, C.navy6, { 'fill-opacity': 0.55 }) +
        rect(200, 40, 90, 80, 14, C.navy6, { 'fill-opacity': 0.55 }) +
        path('M-10 150C80 140 150 170 340 120M110 -10C120 100 90 200 130 340M240 -10L220 340M-10 260L340 250', stroke(C.navy7, 18)) +
        path('M-10 150C80 140 150 170 340 120M110 -10C120 100 90 200 130 340', stroke(C.brand6, 3, { 'stroke-opacity': 0.8 })) +
        `</g>` +
        `<ellipse cx="160" cy="204" rx="34" ry="10" fill="${C.navy9}" fill-opacity="0.5"/>` +
        path('M160 204C160 204 104 146 104 108C104 77 129 52 160 52C191 52 216 77 216 108C216 146 160 204 160 204Z', { fill: C.accent4 }) +
        circle(160, 108, 22, C.navy9),
    ) +
    group(
      'translate(250 270)',
      rect(0, 0, 170, 110, 22, C.brand6) + path('M34 110L26 140L64 110', { fill: C.brand6 }) +
        bar(24, 28, 110, C.white, 0.95, 12) + bar(24, 52, 122, C.white, 0.5, 8) + bar(24, 70, 84, C.white, 0.5, 8),
    ),

  affiliate: () =>
    // Earnings that climb, and a stack of coins.
    card(20, 30, 400, 290) +
    bar(48, 60, 120, C.white, 0.85, 12) +
    bar(48, 84, 80, C.white, 0.3, 8) +
    bars(56, 290, [0.28, 0.42, 0.38, 0.58, 0.7, 0.92], 34, 160, 22, [C.navy6, C.brand6, C.navy6, C.brand5, C.brand5, C.brand4]) +
    path('M66 236L122 208L178 214L234 170L290 142L356 92', stroke(C.white, 4)) +
    path('M334 88L358 90L356 114', stroke(C.white, 4)) +
    group(
      'translate(270 300)',
      `<ellipse cx="70" cy="112" rx="70" ry="20" fill="${C.navy9}" fill-opacity="0.4"/>` +
        [0, 1, 2, 3].map((i) => coin(70, 84 - i * 20, 64, 20, 14)).join('') +
        `<ellipse cx="70" cy="24" rx="40" ry="12" fill="none" stroke="${C.navy9}" stroke-opacity="0.3" stroke-width="3"/>`,
    ),

  default: () =>
    // The mark, large, in rings of the grid it is built on.
    circle(220, 220, 200, 'none', stroke(C.brand4, 1.5, { 'stroke-opacity': 0.25 })) +
    circle(220, 220, 150, 'none', stroke(C.brand4, 1.5, { 'stroke-opacity': 0.35, 'stroke-dasharray': '3 9' })) +
    circle(220, 20, 10, C.brand3) +
    circle(370, 220, 8, C.brand4) +
    circle(100, 310, 12, C.brand5) +
    rect(360, 330, 36, 36, 10, C.navy6) +
    rect(40, 100, 30, 30, 8, C.brand6) +
    mark(130, 130, 180),
};

// ---------------------------------------------------------------------------
// The image

const HEADLINE_WIDTH = 560;
const SUBLINE_WIDTH = 540;
const LEFT = 80;
/** From the headline's last baseline to the top of the subline's capitals. */
const SUBLINE_GAP = 40;

/** The share image of a page type, as SVG (1200×630). */
export function ogImageSvg(type: OgPageType): string {
  const copy = OG_COPY[type];
  const eyebrow: TextStyle = { size: 19, weight: 700, fill: C.brand3, tracking: 0.14 };
  const subline: TextStyle = { size: 25, weight: 500, fill: C.navy1 };
  let headline: TextStyle = { size: 62, weight: 800, fill: C.white, tracking: -0.02 };
  let headlineLines = wrapText(copy.headline, headline, HEADLINE_WIDTH);
  if (headlineLines.length > 2) {
    headline = { ...headline, size: 54 };
    headlineLines = wrapText(copy.headline, headline, HEADLINE_WIDTH);
  }
  const sublineLines = wrapText(copy.subline, subline, SUBLINE_WIDTH);
  const overflows =
    headlineLines.length > 3 ||
    sublineLines.length > 2 ||
    headlineLines.some((line) => measureText(line, headline) > HEADLINE_WIDTH) ||
    sublineLines.some((line) => measureText(line, subline) > SUBLINE_WIDTH);
  if (overflows) throw new Error(`The ${type} share image's copy does not fit its column`);

  // Eyebrow, headline and subline, centred as one block between the logo and the footer.
  const headlineLeading = Math.round(headline.size * 1.12);
  const sublineLeading = 36;
  const blockHeight = 19 + 30 + headline.size * 0.745 + (headlineLines.length - 1) * headlineLeading + SUBLINE_GAP + subline.size * 0.745 + (sublineLines.length - 1) * sublineLeading;
  let y = Math.round(322 - blockHeight / 2) + 19;
  let copyText = text(copy.eyebrow.toUpperCase(), LEFT, y, eyebrow);
  y += 30 + headline.size * 0.745;
  for (const line of headlineLines) {
    copyText += text(line, LEFT - 3, y, headline);
    y += headlineLeading;
  }
  y += SUBLINE_GAP + subline.size * 0.745 - headlineLeading;
  for (const line of sublineLines) {
    copyText += text(line, LEFT, y, subline);
    y += sublineLeading;
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<title>${escapeXml(`${copy.headline} — ITBD`)}</title>`,
    '<defs>',
    `<radialGradient id="og-glow" cx="920" cy="300" r="560" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.brand6}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.brand6}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="og-blue" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.brand5}"/><stop offset="1" stop-color="${C.brand7}"/></linearGradient>`,
    `<linearGradient id="og-edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.brand6}"/><stop offset="1" stop-color="${C.brand4}"/></linearGradient>`,
    `<pattern id="og-dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="${C.brand3}" fill-opacity="0.22"/></pattern>`,
    `<radialGradient id="og-dots-fade" cx="920" cy="315" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.white}"/><stop offset="1" stop-color="${C.white}" stop-opacity="0"/></radialGradient>`,
    `<mask id="og-dots-mask"><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#og-dots-fade)"/></mask>`,
    '</defs>',
    rect(0, 0, OG_WIDTH, OG_HEIGHT, 0, C.navy9),
    rect(0, 0, OG_WIDTH, OG_HEIGHT, 0, 'url(#og-glow)'),
    rect(600, 0, 600, OG_HEIGHT, 0, 'url(#og-dots)', { mask: 'url(#og-dots-mask)' }),
    // Logo
    mark(LEFT, 64, 52),
    text('ITBD', LEFT + 66, 102, { size: 32, weight: 800, fill: C.white, tracking: -0.02 }),
    copyText,
    // Footer
    path(`M${LEFT} 534H${LEFT + 40}`, stroke(C.brand3, 3)),
    text('itbd.net', LEFT + 56, 542, { size: 22, weight: 700, fill: C.white }),
    rect(0, OG_HEIGHT - 8, OG_WIDTH, 8, 0, 'url(#og-edge)'),
    group('translate(690 95)', ILLUSTRATIONS[type]()),
    '</svg>',
  ].join('');
}

function escapeXml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The share image of a page type, as a 1200×630 PNG. */
export function renderOgImage(type: OgPageType): Buffer {
  const png = new Resvg(ogImageSvg(type), { fitTo: { mode: 'width', value: OG_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
