import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAP_ORIGINS, inlineScripts, pageSecurityPolicy } from '@/ssr/security-policy';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<script data-mantine-script="true">try { document.documentElement.dataset.x = 1 } catch {}</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type="module" src="/assets/entry.js"></script>',
  '</head><body><h1>Hi</h1>',
  '<script class="$tsr">self.$_TSR={}; document.currentScript.remove()</script>',
  '<script>document.currentScript.remove()</script><script>document.currentScript.remove()</script>',
  '</body></html>',
].join('');

describe('inlineScripts', () => {
  it('finds the inline scripts that run, not data blocks or scripts loaded from a file', () => {
    expect(inlineScripts(PAGE)).toEqual([
      'try { document.documentElement.dataset.x = 1 } catch {}',
      'self.$_TSR={}; document.currentScript.remove()',
      'document.currentScript.remove()',
      'document.currentScript.remove()',
    ]);
  });
});

describe('pageSecurityPolicy', () => {
  it("allows the site's own scripts and exactly this page's inline scripts, by hash, never unsafe-inline", async () => {
    const policy = await pageSecurityPolicy({ html: PAGE });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      hashOf('try { document.documentElement.dataset.x = 1 } catch {}'),
      hashOf('self.$_TSR={}; document.currentScript.remove()'),
      hashOf('document.currentScript.remove()'),
    ]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('forbids framing, plugins and a foreign base, and allows the map in a frame only', async () => {
    const policy = await pageSecurityPolicy({ html: PAGE });
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-src')).toEqual(MAP_ORIGINS);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('shows images from any https host, since thumbnails and post images keep their absolute addresses', async () => {
    const policy = await pageSecurityPolicy({ html: PAGE });
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directive(policy, 'img-src')).not.toContain('http:');
  });

  it("adds the origin of the settings' map address", async () => {
    const policy = await pageSecurityPolicy({ html: PAGE, mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1' });
    expect(directive(policy, 'frame-src')).toEqual([...MAP_ORIGINS, 'https://www.openstreetmap.org']);
    expect(await pageSecurityPolicy({ html: PAGE, mapEmbedUrl: 'javascript:alert(1)' })).not.toContain('javascript');
  });

  it("relaxes scripts for Vite's dev server only, and lets its hot reload connect", async () => {
    const policy = await pageSecurityPolicy({ html: PAGE, dev: true });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(['ws:', 'wss:']));
  });
});
