import { AffiliateSignup, PASSWORD_MIN_LENGTH } from '@contracts/affiliate/register';
import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { sessionMutations } from '@/api/affiliate-session';
import { errorMessage } from '@/api/client';
import { FormFailure } from '@/components/form-failure';
import { PhoneInput } from '@/components/phone-input';
import { PlainButton } from '@/components/plain-button';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { LayoutGrid } from '@/components/layout-grid/layout-grid';
import forms from './forms.module.css';

/** SPEC §8, signup. */
export const SIGNUP_MESSAGES = {
  success: 'Registration successful!',
  failed: 'Registration failed. Please try again.',
} as const;

/**
 * What every field of the form has: SPEC §5 requires all six, and the hint goes
 * under the input, so two fields side by side line up whatever their hint's length.
 */
const EVERY_FIELD: Pick<TextInputProps, 'required' | 'inputWrapperOrder'> = {
  required: true,
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};

const EMPTY: AffiliateSignup = {
  name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  affiliateid: '',
};

/** SPEC §2, affiliate signup: the contract's rules on the client, the provider's 422 errors on their fields. */
export function SignupForm() {
  const router = useRouter();
  const register = useMutation(sessionMutations.register());
  const { form, formProps, busy, failure, showFailure } = useSiteForm<AffiliateSignup>({
    schema: AffiliateSignup,
    initialValues: EMPTY,
    busy: register.isPending,
    enhanceGetInputProps: () => EVERY_FIELD,
  });

  const signUp = (values: AffiliateSignup) => {
    register.mutate(values, {
      onSuccess: async () => {
        notify.success(SIGNUP_MESSAGES.success);
        form.reset();
        await router.navigate({ to: '/affiliate-login' });
      },
      onError: (error) => {
        showFailure(error, SIGNUP_MESSAGES.failed);
        // SPEC §8's toast, for every failure, field errors included.
        notify.error(errorMessage(error, SIGNUP_MESSAGES.failed));
      },
    });
  };

  return (
    <form {...formProps(signUp)} aria-label="Affiliate signup">
      <div className={forms.fields}>
        <FormFailure message={failure} />
        <LayoutGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="Full name" type="text" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PhoneInput description="For questions about payouts" {...form.getInputProps('phone')} />
          <TextInput
            label="Affiliate ID"
            description="Your public code: letters, numbers, dashes"
            placeholder="e.g. rahim-tech"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('affiliateid')}
          />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            description="Type the same password again"
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
        </LayoutGrid>
        <p className={forms.note}>
          By signing up you agree to our{' '}
          <Link to="/terms" className={`${forms.anchor} ${forms.inherit}`}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className={`${forms.anchor} ${forms.inherit}`}>
            Privacy Policy
          </Link>
          .
        </p>
        <SubmitButton busy={busy} label="Sign Up" busyLabel="Loading..." size="md" fullWidth />
        <div role="separator" aria-orientation="horizontal" className={forms.divider}>
          <span>Already an affiliate?</span>
        </div>
        {/* SPEC §2: a 'Log In' button, not a link; it goes to the login page as the link did. */}
        <PlainButton variant="default" size="md" fullWidth onClick={() => void router.navigate({ to: '/affiliate-login' })}>
          Log In
        </PlainButton>
      </div>
    </form>
  );
}
