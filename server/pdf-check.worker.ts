/**
 * Parses an uploaded PDF off the main thread: garbage behind a `%PDF` header
 * can keep pdf-lib scanning for seconds, which must not stall other requests.
 * Posts `true` when the document parses and has a page; throws otherwise.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';

const pdf = await PDFDocument.load(workerData as Uint8Array, {
  ignoreEncryption: true,
  updateMetadata: false,
  throwOnInvalidObject: true,
});
parentPort?.postMessage(pdf.getPageCount() > 0);
