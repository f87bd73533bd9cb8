/**
 * Draws the home hero's background loop and its poster, so the site needs no
 * stock footage (DESIGN.md). The outputs are committed in public/media/, so
 * neither CI nor a developer needs ffmpeg unless they change the picture.
 *
 *   npm run video            (needs ffmpeg: apt-get install -y ffmpeg)
 *
 * The picture: a navy-to-brand-blue field with three soft light orbs on
 * closed paths, rings drifting out of one focus and a faint diagonal grid.
 * Every motion completes a whole number of cycles in LOOP_SECONDS, so the last
 * frame runs into the first without a seam.
 */
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../public/media/', import.meta.url));
// Shown under a dark overlay and covered to the viewport: a soft picture at this size is enough.
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const LOOP_SECONDS = 8;
/** Budgets for each output: the page is fine without them, so they must stay light. */
const MAX_VIDEO_BYTES = 600 * 1024;
const MAX_POSTER_BYTES = 40 * 1024;

const which = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
if (which.error || which.status !== 0) {
  console.error('ffmpeg is not installed. On Debian/Ubuntu: apt-get install -y ffmpeg');
  process.exit(1);
}

/*
 * One brightness value per pixel (geq on a grey frame), then a ramp from navy
 * #0A1F44 to light brand blue #74ACE5 (lutrgb). Registers: 0 phase of the loop,
 * 1 glow of the orbs (0..1), 2 line pattern (0..1).
 */
const phase = `st(0,2*PI*T/${LOOP_SECONDS})`;
const orb = (fx, fy, offset, radius) =>
  `exp(-(pow(X-W*(0.5+0.36*cos(${fx}*ld(0)+${offset})),2)+pow(Y-H*(0.5+0.32*sin(${fy}*ld(0)+${offset})),2))/pow(${radius}*W,2))`;
const glow = `st(1,min(1,${orb(1, 1, 0, 0.24)}+0.8*${orb(1, 2, 2.1, 0.19)}+0.6*${orb(2, 1, 4.2, 0.15)}))`;
// Rings and grid move one spacing (W/8) per loop, so the last frame meets the first.
const spacing = 'W/8';
const drift = `W/8*T/${LOOP_SECONDS}`;
const rings = `lt(mod(hypot(X-W*0.72,Y-H*0.38)-${drift},${spacing}),2.2)`;
const grid = `lt(mod(X+Y+${drift},${spacing}),1.6)+lt(mod(X-Y+W-${drift},${spacing}),1.6)`;
const lines = `st(2,min(1,0.6*${rings}+0.4*(${grid})))`;
const brightness = `${phase};${glow};${lines};clip(50*(X*0.6+Y)/(W*0.6+H)+ld(1)*105+ld(1)*ld(1)*30+ld(2)*(40+50*ld(1)),0,255)`;
const ramp = (from, to) => `${from}+val*${((to - from) / 255).toFixed(4)}`;

const source = [
  `nullsrc=s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${LOOP_SECONDS}`,
  'format=gray',
  `geq=lum='${brightness}'`,
  'format=rgb24',
  `lutrgb=r='${ramp(10, 116)}':g='${ramp(31, 172)}':b='${ramp(68, 229)}'`,
  'format=yuv420p',
].join(',');

mkdirSync(OUT_DIR, { recursive: true });
const raw = join(OUT_DIR, '.hero-master.mkv');

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.info('Rendering the master (this takes a minute)...');
ffmpeg(['-f', 'lavfi', '-i', source, '-c:v', 'ffv1', raw]);

console.info('Encoding VP9...');
ffmpeg([
  '-i', raw, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-row-mt', '1',
  '-deadline', 'good', '-cpu-used', '2', '-pix_fmt', 'yuv420p', '-g', String(FPS * LOOP_SECONDS),
  join(OUT_DIR, 'hero-loop.webm'),
]);

console.info('Encoding H.264...');
ffmpeg([
  '-i', raw, '-an', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '26', '-tune', 'animation',
  '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-g', String(FPS * LOOP_SECONDS),
  join(OUT_DIR, 'hero-loop.mp4'),
]);

console.info('Writing the poster...');
ffmpeg(['-i', raw, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '60', join(OUT_DIR, 'hero-poster.webp')]);

spawnSync('rm', ['-f', raw]);

let failed = false;
for (const file of ['hero-loop.webm', 'hero-loop.mp4', 'hero-poster.webp']) {
  const bytes = statSync(join(OUT_DIR, file)).size;
  const tooBig = bytes > (file.endsWith('.webp') ? MAX_POSTER_BYTES : MAX_VIDEO_BYTES);
  console.info(`${file}: ${(bytes / 1024).toFixed(1)} KB${tooBig ? '  <- over budget' : ''}`);
  failed ||= tooBig;
}
if (failed) process.exit(1);
