/**
 * Parses an uploaded PDF off the main thread (run by the Piscina pool in
 * uploads.ts): junk behind a `%PDF` header can keep pdf-lib scanning for
 * seconds, which must not stall other requests. True when the document
 * parses and has a page.
 */
import { PDFDocument } from 'pdf-lib';

export default async function isPdfDocument(bytes: Uint8Array): Promise<boolean> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return pdf.getPageCount() > 0;
  } catch {
    return false;
  }
}
