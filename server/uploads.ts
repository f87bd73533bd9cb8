import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import CFB from 'cfb';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { Piscina } from 'piscina';
import { tooManyRequests } from './limits.ts';

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

/** Refused when a resume's bytes start like its type but do not hold a document of it. */
export const RESUME_NOT_A_DOCUMENT =
  'The cv could not be read as a document. Please upload a PDF or Word file saved from your editor.';

/** A real CV parses in milliseconds; one still parsing after this is refused. */
const PDF_CHECK_TIMEOUT_MS = 3000;
/** Past this many checks queued or parsing, a PDF is refused at once rather than queued for a minute. */
export const PDF_CHECKS_MAX_IN_FLIGHT = 16;

/** One worker thread, kept warm, parses PDFs: uploads can take at most one core, and only briefly each. */
const pdfChecks = new Piscina<Uint8Array, boolean>({
  filename: new URL('./pdf-check.worker.ts', import.meta.url).href,
  minThreads: 0,
  maxThreads: 1,
  idleTimeout: 60_000,
});

/** Checks queued or parsing: the one worker takes them in turn. */
let pdfChecksInFlight = 0;

/** A PDF whose objects parse and which has at least one page. */
async function isPdfDocument(bytes: Uint8Array): Promise<boolean> {
  if (pdfChecksInFlight >= PDF_CHECKS_MAX_IN_FLIGHT) {
    throw tooManyRequests(10_000, (wait) => `We are checking many CVs right now. Please try again in ${wait}.`);
  }
  // The limit is for parsing, not for waiting: each check ahead in the queue may
  // use its own full allowance first, so a real CV is never refused for a busy queue.
  const allowance = (pdfChecksInFlight + 1) * PDF_CHECK_TIMEOUT_MS;
  pdfChecksInFlight += 1;
  try {
    return await pdfChecks.run(bytes, { signal: AbortSignal.timeout(allowance) });
  } catch (error) {
    // Timed out: not a document a person saved from an editor. Anything else (the worker
    // failing to load or crashing) is the server's fault: a logged 500, not the applicant's 422.
    if (error instanceof Error && error.name === 'AbortError') return false;
    throw error;
  } finally {
    pdfChecksInFlight -= 1;
  }
}

/** A zip whose central directory lists the Word document part; nothing is decompressed. */
function isWordZip(bytes: Uint8Array): boolean {
  const names = new Set<string>();
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        return false;
      },
    });
  } catch {
    return false;
  }
  return names.has('word/document.xml') && names.has('[Content_Types].xml');
}

/** An OLE compound file that holds Word's main stream. */
function isWordCompoundFile(bytes: Uint8Array): boolean {
  try {
    return CFB.find(CFB.read(bytes, { type: 'buffer' }), 'WordDocument') !== null;
  } catch {
    return false;
  }
}

/** Checks a resume by structure, beyond its first bytes: a PDF header in front of an executable is not a PDF. */
export async function resumeStructureValid(fileName: string, bytes: Uint8Array): Promise<boolean> {
  switch (resumeExtension(fileName)) {
    case 'pdf':
      return isPdfDocument(bytes);
    case 'docx':
      return isWordZip(bytes);
    case 'doc':
      return isWordCompoundFile(bytes);
    default:
      return false;
  }
}

const FILE_NAME_MAX = 120;

/**
 * The client's file name made safe to store and show: no folders, only
 * letters, digits, spaces and `._()-`, no leading dots, at most 120
 * characters with the extension kept.
 */
export function cleanFileName(name: string): string {
  // Cut before any pattern runs: a name can be megabytes long.
  const base = name.slice(-1000).split(/[\\/]/).pop() ?? '';
  const safe = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s_]+/, '')
    .trim();
  if (safe.length <= FILE_NAME_MAX) return safe || 'file';
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
  return safe.slice(0, FILE_NAME_MAX - extension.length) + extension;
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
