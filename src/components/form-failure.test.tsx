import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormFailure } from '@/components/form-failure';
import classes from '@/components/alert.module.css';
import { renderWithProviders } from '@/test/render';

describe('FormFailure', () => {
  it('shows nothing without a message', () => {
    renderWithProviders(<FormFailure message={null} />);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the message as an alert, the message itself in the red bold of every form', () => {
    renderWithProviders(<FormFailure message="Mail server is down." />);

    expect(screen.getByRole('alert')).toHaveTextContent('Mail server is down.');
    expect(screen.getByText('Mail server is down.')).toHaveClass(classes.message!);
  });
});
