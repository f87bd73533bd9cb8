import { type FormErrors, type UseFormInput, schemaResolver, useForm } from '@mantine/form';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/api/client';
import { focusFirstError, friendlyErrors, inVisitorWords } from '@/lib/form-errors';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';

interface SiteFormOptions<Values> extends Omit<UseFormInput<Values>, 'mode' | 'validate'> {
  initialValues: Values;
  /** The contract's request schema: the form checks on the client the rules the provider checks. */
  schema: Parameters<typeof schemaResolver>[0];
  /** The form's request is in flight. */
  busy: boolean;
  /** Disable every field while `busy`, so nothing is typed into a request already sent. */
  lockWhileBusy?: boolean;
  /**
   * Keep the provider's message as the form's failure even when its 422 puts
   * errors on fields (SPEC §8: the application shows it inline and as a toast).
   */
  messageWithFieldErrors?: boolean;
}

/**
 * A visitor's form (contact, consultation, job application, the affiliate's), wired the one way
 * the site's forms work: the contract's rules checked on the client and worded
 * in the site's voice, a refused submit focusing the first field in error, the
 * provider's 422 errors put on their fields (and focused once the fields are
 * enabled again), any other failure of the request kept as one message until
 * the next submit, and what was typed kept on failure. The form itself lists
 * only what is its own: fields, labels, hints and what a reply does.
 */
export function useSiteForm<Values extends Record<string, unknown>>({
  schema,
  busy,
  lockWhileBusy = false,
  enhanceGetInputProps,
  messageWithFieldErrors = false,
  ...options
}: SiteFormOptions<Values>) {
  const contractErrors = inVisitorWords(schemaResolver(schema, { sync: true }));
  const form = useForm<Values>({
    ...options,
    validate: contractErrors,
    // Each field named as its request field (SPEC §3: first_name, password_confirmation…), for autofill and for anyone reading the page.
    enhanceGetInputProps: (payload) => ({ name: payload.field, ...enhanceGetInputProps?.(payload), ...(lockWhileBusy && { disabled: busy }) }),
  });
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, (name, value) => {
    if (typeof options.initialValues[name] === 'string') form.setFieldValue(name, value as never);
  });
  const showFieldErrors = useProviderFieldErrors(form, element, !busy);
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = busy || form.submitting;
  return {
    form,
    /** A submit is under way (its rules being checked, or its request in flight): for the submit button. */
    busy: submitting,
    /**
     * The `<form>` element's props: the form's own checks instead of the
     * browser's, the last failure cleared and `onValid` called with the values
     * once they pass, the first field in error focused when they do not. A
     * submit while one is under way does nothing, so one submit sends one request.
     */
    formProps: (onValid: (values: Values) => void) => {
      const submit = form.onSubmit(
        (values) => {
          setFailure(null);
          onValid(values);
        },
        // Through the ref: after an async rule the event's currentTarget is null.
        (errors) => focusFirstError(element.current, errors),
      );
      return {
        ref: element,
        noValidate: true,
        // Sent by the browser itself before hydration, the fields travel in the body, never in an address.
        method: 'post',
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          if (!submitting) submit(event);
          else event.preventDefault();
        },
      };
    },
    /** Why the last request failed as a whole, for the form's failure message; null otherwise. */
    failure,
    /**
     * For a failed request: puts the provider's field errors (a 422) on their
     * fields, in the site's words. Returns false, and does nothing, when it has none.
     */
    showFieldErrors,
    /**
     * For a failed request: puts the provider's field errors (a 422) on their
     * fields, and keeps the provider's message (the form's `fallback` when it
     * has none) as `failure`, unless the fields carry the errors and the form
     * did not ask for `messageWithFieldErrors`. Returns that message, or null
     * when it is not kept. A reply that refuses without an error passes none.
     */
    showFailure: (error: unknown, fallback: string): string | null => {
      if (showFieldErrors(error) && !messageWithFieldErrors) return null;
      const message = errorMessage(error, fallback);
      setFailure(message);
      return message;
    },
  };
}

/**
 * The provider's 422 errors arrive while the fields may still be disabled for
 * the request in flight, and a disabled field takes no focus: the first field
 * in error is focused on the first render where `ready` is true.
 */
function useFocusFirstError(container: RefObject<Element | null>, ready: boolean): (errors: FormErrors) => void {
  const pending = useRef<FormErrors | null>(null);
  useEffect(() => {
    if (!ready || !pending.current) return;
    focusFirstError(container.current, pending.current);
    pending.current = null;
  });
  return useCallback((errors: FormErrors) => {
    pending.current = errors;
  }, []);
}

function useProviderFieldErrors(
  form: { setErrors: (errors: FormErrors) => void },
  container: RefObject<Element | null>,
  ready: boolean,
): (error: unknown) => boolean {
  const focusFirstErrorWhenReady = useFocusFirstError(container, ready);
  return (error) => {
    const fieldErrors = isApiError(error) ? friendlyErrors(error.firstFieldErrors()) : {};
    if (Object.keys(fieldErrors).length === 0) return false;
    form.setErrors(fieldErrors);
    focusFirstErrorWhenReady(fieldErrors);
    return true;
  };
}
