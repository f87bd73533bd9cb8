import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { FormCard, TitledCard } from '@/components/form-card';
import { renderWithProviders } from '@/test/render';

const SUBMIT = { label: 'Send Message', busyLabel: 'Sending...' };

/** A card with one Name field, idle unless `props` say otherwise. */
function renderFormCard(props: Partial<ComponentProps<typeof FormCard>>) {
  return renderWithProviders(
    <FormCard title="Write to Us" intro="" formProps={{}} failure={null} busy={false} submit={SUBMIT} {...props}>
      <input aria-label="Name" />
    </FormCard>,
  );
}

describe('FormCard', () => {
  it('is a form named by its heading, with the intro above the fields and the button below them', () => {
    renderFormCard({ intro: 'We answer within one working day.', formProps: { noValidate: true } });

    const form = screen.getByRole('form', { name: 'Write to Us' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveTextContent('We answer within one working day.');
    const name = screen.getByRole('textbox', { name: 'Name' });
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(name.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says a failure of the whole request above the button, and the button's busy words while in flight", () => {
    renderFormCard({ failure: 'Mail server is down.', busy: true });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Mail server is down.');
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the thank-you above the fields, which stay in the form with its button', () => {
    renderFormCard({ title: 'Your Application', thanks: <p role="status">Thank you!</p> });

    const form = screen.getByRole('form', { name: 'Your Application' });
    const thanks = within(form).getByRole('status');
    expect(thanks).toHaveTextContent('Thank you!');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(thanks.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('titles a card that is not a form the same way: a region named by its h2, with the intro under it', () => {
    renderWithProviders(
      <>
        <TitledCard title="Get in Touch" intro="We are in the office Saturday to Thursday." className="info">
          <p>Email</p>
        </TitledCard>
        <TitledCard title="Elsewhere">
          <p>More</p>
        </TitledCard>
      </>,
    );

    const card = screen.getByRole('region', { name: 'Get in Touch' });
    expect(card).toHaveClass('info');
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).not.toHaveAttribute(
      'id',
      screen.getByRole('heading', { level: 2, name: 'Elsewhere' }).id,
    );
    expect(card).toHaveTextContent('Get in TouchWe are in the office Saturday to Thursday.Email');
  });
});
