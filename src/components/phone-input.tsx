import { PHONE_PATTERN } from '@contracts/shared';
import { TextInput, type TextInputProps } from '@mantine/core';

/** Digits and one leading plus: what a phone number is made of (SPEC §5, §9). */
const phoneCharacters = (value: string) => value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');

interface PhoneInputProps extends Omit<TextInputProps, 'label' | 'type' | 'autoComplete' | 'inputMode' | 'pattern' | 'onChange'> {
  /** Called with the new value (the field's `onChange` from `form.getInputProps`, which takes a value as well as an event). */
  onChange?: (value: string) => void;
  /** SPEC §5's numeric input (the contact form): a number pad, and only digits and one leading plus kept of what is typed. */
  numeric?: boolean;
}

/** The phone field of every form: labelled 'Phone', a telephone number the browser can fill in. */
export function PhoneInput({ numeric = false, onChange, ...rest }: PhoneInputProps) {
  return (
    <TextInput
      label="Phone"
      type="tel"
      autoComplete="tel"
      inputMode={numeric ? 'numeric' : 'tel'}
      pattern={numeric ? PHONE_PATTERN.source : undefined}
      {...rest}
      onChange={(event) => onChange?.(numeric ? phoneCharacters(event.currentTarget.value) : event.currentTarget.value)}
    />
  );
}
