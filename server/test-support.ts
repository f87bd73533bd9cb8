import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
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

/** A PDF header in front of bytes that are no PDF (an executable, say). */
export function fakePdfBytes(size = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x90);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  bytes.set([0x4d, 0x5a], 16);
  return bytes;
}

/** A legacy Word file: an OLE compound file holding a `WordDocument` stream. */
export function docBytes(): Uint8Array<ArrayBuffer> {
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, 'WordDocument', new Uint8Array(512).fill(1));
  return Uint8Array.from(CFB.write(file, { type: 'buffer' }) as Buffer);
}

/** An OLE compound file that is not a Word document (no `WordDocument` stream). */
export function oleWithoutWordBytes(): Uint8Array<ArrayBuffer> {
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, 'Workbook', new Uint8Array(512).fill(1));
  return Uint8Array.from(CFB.write(file, { type: 'buffer' }) as Buffer);
}

export const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A .docx: a zip with the content types and the Word document part. */
export function docxBytes(entries: Record<string, string> = {
  '[Content_Types].xml': WORD_CONTENT_TYPES,
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
}): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))));
}

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
