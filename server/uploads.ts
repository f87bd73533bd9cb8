import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** An uploaded file read into memory with the type its content shows, not the one the client claims. */
export interface SniffedFile {
  bytes: Uint8Array;
  mime: string | undefined;
  ext: string | undefined;
}

export async function sniff(file: File): Promise<SniffedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  return { bytes, mime: type?.mime, ext: type?.ext };
}

/** What a resume's content must be for each allowed extension (a .doc is an OLE compound file). */
const RESUME_CONTENT: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/x-cfb',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function resumeExtension(fileName: string): string {
  return fileName.toLowerCase().split('.').pop() ?? '';
}

export function resumeContentMatches(fileName: string, mime: string | undefined): boolean {
  const expected = RESUME_CONTENT[resumeExtension(fileName)];
  return expected !== undefined && expected === mime;
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const imageExtension = (mime: string | undefined) => (mime ? IMAGE_EXTENSIONS[mime] : undefined);

/**
 * Writes bytes under `dir` with a random name (never the client's, which
 * could collide or traverse) and returns that name.
 */
export async function store(dir: string, bytes: Uint8Array, ext: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(join(dir, name), bytes, { flag: 'wx' });
  return name;
}

export async function remove(path: string): Promise<void> {
  await rm(path, { force: true });
}
