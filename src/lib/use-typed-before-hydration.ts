import { type RefObject, useEffect } from 'react';

/**
 * Keeps what a visitor typed into a server-rendered form before React took it over.
 *
 * React leaves such a field's text on screen when it hydrates, but a controlled field's
 * state still holds the server's value, so the text would be dropped at the next render
 * or sent as empty. A form hydrated after the page (a deferred part,
 * src/components/deferred.tsx) is the one this is likely for. Once, on mount, each named
 * text field whose text differs from the value React gave it is handed to `adopt`.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (name: string, value: string) => void): void {
  useEffect(() => {
    for (const field of form.current?.elements ?? []) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.name) continue;
      if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden'].includes(field.type)) continue;
      // React sets `defaultValue` to the value it renders; the text differs only when typed before hydration.
      if (field.value !== field.defaultValue) adopt(field.name, field.value);
    }
    // Once, on mount: afterwards the fields' changes reach their state as they are typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
