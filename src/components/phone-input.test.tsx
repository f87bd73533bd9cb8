import { PHONE_PATTERN } from '@contracts/shared';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from '@/components/phone-input';
import { renderWithProviders } from '@/test/render';

/** A PhoneInput that keeps what its `onChange` is given, as a form does. */
function KeptPhone({ numeric }: { numeric?: boolean }) {
  const [value, setValue] = useState('');
  return <PhoneInput numeric={numeric} value={value} onChange={setValue} />;
}

describe('PhoneInput', () => {
  it('is a telephone field labelled Phone that the browser can fill in, keeping what is typed', async () => {
    const { user } = renderWithProviders(<KeptPhone />);

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).not.toHaveAttribute('pattern');
    await user.type(phone, '+880 1712-345678');
    expect(phone).toHaveValue('+880 1712-345678');
  });

  it("as a numeric input, keeps only digits and one leading plus, with the contract's pattern", async () => {
    const { user } = renderWithProviders(<KeptPhone numeric />);

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('pattern', PHONE_PATTERN.source);
    await user.type(phone, '+880 17-12ab3+45678');
    expect(phone).toHaveValue('+8801712345678');
  });
});
