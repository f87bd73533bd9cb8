import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { Endpoint } from '../contracts/endpoint.ts';
import { createApp, type AppOptions, type ProviderApp } from './app.ts';

export interface TestProvider extends ProviderApp {
  dataDir: string;
  /** Closes the database and deletes the temporary data folder. */
  dispose(): void;
}

/** A provider on a fresh temporary data folder. */
export function startProvider(options: Partial<AppOptions> = {}): TestProvider {
  const dataDir = mkdtempSync(join(tmpdir(), 'itbd-provider-'));
  const provider = createApp({ dataDir, ...options });
  return {
    ...provider,
    dataDir,
    dispose() {
      provider.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asserts a body parses against the endpoint's response schema and returns the parsed value. */
export function expectContract<E extends Endpoint>(endpoint: E, body: unknown): v.InferOutput<E['response']> {
  const result = v.safeParse(endpoint.response, body);
  expect(result.issues?.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`) ?? []).toEqual([]);
  return result.output as v.InferOutput<E['response']>;
}

export function postJson(provider: ProviderApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return provider.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export function postForm(provider: ProviderApp, path: string, form: FormData, headers: Record<string, string> = {}) {
  return provider.app.request(path, { method: 'POST', headers: { Accept: 'application/json', ...headers }, body: form });
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A PDF header padded with comment bytes to exactly `size` bytes. */
export function pdfBytes(size = 1024): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x25);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

/** The OLE compound-file signature a legacy .doc starts with. */
export function docBytes(size = 2048): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

/** A minimal stored (uncompressed) zip holding the entries a .docx is recognised by. */
export function docxBytes(): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const entries: Array<[string, string]> = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
  ];
  const parts: Uint8Array[] = [];
  for (const [name, text] of entries) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(text);
    const header = new DataView(new ArrayBuffer(30));
    header.setUint32(0, 0x04034b50, true);
    header.setUint16(4, 20, true);
    header.setUint32(14, crc32(data), true);
    header.setUint32(18, data.length, true);
    header.setUint32(22, data.length, true);
    header.setUint16(26, nameBytes.length, true);
    parts.push(new Uint8Array(header.buffer), nameBytes, data);
  }
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
