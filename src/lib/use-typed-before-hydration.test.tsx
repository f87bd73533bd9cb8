import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';

function Form() {
  const [values, setValues] = useState({ email: '', message: '' });
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => setValues((current) => ({ ...current, [name]: value })));
  return (
    <form ref={form}>
      <input name="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.currentTarget.value })} />
      <textarea name="message" value={values.message} onChange={(event) => setValues({ ...values, message: event.currentTarget.value })} />
      <input type="checkbox" name="terms" defaultChecked={false} />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

let container: HTMLElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** The server's HTML, typed into as a visitor would before the script arrived, then hydrated. */
async function hydrateAfterTyping(typed: Record<string, string>) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  for (const [name, value] of Object.entries(typed)) {
    (container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement).value = value;
  }
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  return JSON.parse(container.querySelector('output')!.textContent!) as Record<string, string>;
}

describe('useTypedBeforeHydration', () => {
  it('gives the form the text typed into its fields before hydration', async () => {
    expect(await hydrateAfterTyping({ email: 'ada@example.com', message: 'A shop' })).toEqual({ email: 'ada@example.com', message: 'A shop' });
    expect(container.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('ada@example.com');
  });

  it('changes nothing when nothing was typed', async () => {
    expect(await hydrateAfterTyping({})).toEqual({ email: '', message: '' });
  });
});
