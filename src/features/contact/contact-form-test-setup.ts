import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render';

/** A complete message, as a visitor types it. */
export const MESSAGE = { name: 'Rahim Uddin', phone: '01712345678', subject: 'New website', message: 'We need a shop for our tailoring business.' };
const LABELS = { name: 'Name', phone: 'Phone', subject: 'Subject', message: 'Message' } as const;

export const form = () => screen.getByRole('form', { name: 'Write to Us' });
export const field = (name: keyof typeof MESSAGE) => within(form()).getByRole('textbox', { name: new RegExp(`^${LABELS[name]}`) });

/** Renders the contact page; `fill` types the message (all of it unless told), `send` presses the form's button. */
export async function openContact() {
  const view = await renderRoute('/contact');
  await screen.findByRole('form', { name: 'Write to Us' });
  const fill = async (values: Partial<typeof MESSAGE> = MESSAGE) => {
    for (const [name, value] of Object.entries(values)) {
      await view.user.click(field(name as keyof typeof MESSAGE));
      await view.user.paste(value);
    }
  };
  const send = () => view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
  return { ...view, fill, send };
}
