import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { fakeMatchMedia } from '@/test/media';
import { server } from '@/test/msw';

// jsdom lacks these browser APIs that Mantine and Embla use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub,
  IntersectionObserver: globalThis.IntersectionObserver ?? IntersectionObserverStub,
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia(() => false) });
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
window.HTMLElement.prototype.scrollTo = () => {};

// A stray console.error is a bug: React warnings, failed prop types, act() misuse.
const consoleError = console.error;
/**
 * jsdom's FormData reaches Node's fetch through Vitest's compat layer, which
 * drops file names and garbles the byte count. Hand fetch a Node FormData
 * with the same entries instead, as a browser would send them.
 */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
function sendFormDataAsNode(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (init?.body instanceof FormData) {
      const body = new NodeFormData();
      for (const [key, value] of init.body.entries()) {
        if (typeof value === 'string') body.append(key, value);
        else body.append(key, new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, { type: value.type }) as unknown as File);
      }
      return fetchImpl(input, { ...init, body });
    }
    return fetchImpl(input, init);
  };
}

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  globalThis.fetch = sendFormDataAsNode(globalThis.fetch);
  console.error = (...args: unknown[]) => {
    // The root route renders the document with Mantine's colour-scheme script, which runs from
    // the server's HTML; rendered afresh here rather than hydrated, React notes it will not run.
    if (typeof args[0] === 'string' && args[0].startsWith('Encountered a script tag')) return;
    // React 19 reports every error an error boundary caught; a page's failed state is one (src/components/query-boundary.tsx).
    if (args.some((arg) => typeof arg === 'string' && arg.includes('using the error boundary you provided'))) return;
    consoleError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
afterAll(() => {
  server.close();
  console.error = consoleError;
});
