import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import card from '@/components/card.module.css';
import classes from '@/components/form-card.module.css';
import { FormFailure } from '@/components/form-failure';
import { SubmitButton } from '@/components/submit-button';
import markup from '@/styles/markup.module.css';

interface FormCardProps {
  /** The card's heading; it names the form for assistive technology. */
  title: string;
  /** The line under the heading, above the fields. */
  intro: ReactNode;
  /** The `<form>` element's own props (`formProps` of `useSiteForm`). */
  formProps: ComponentPropsWithRef<'form'>;
  /**
   * Once sent: the thank-you, shown above the cleared fields until the next
   * submit (the form clears it), so another can be sent straight away.
   */
  thanks?: ReactNode;
  /** Why the last request failed as a whole (`failure` of `useSiteForm`): shown above the button. */
  failure: string | null;
  /** A request is in flight: the button is disabled and says `submit.busyLabel`. */
  busy: boolean;
  /** The submit button: its words, its words while the request is in flight, and an optional icon. */
  submit: { label: string; busyLabel: string; icon?: ReactNode };
  /** The fields. */
  children: ReactNode;
}

interface TitledCardProps {
  /** The card's heading; it names the card for assistive technology. */
  title: string;
  /** The dimmed line under the heading. */
  intro?: ReactNode;
  /** A `<form>`'s own props: given, the card is that form; left out, a `<section>`. */
  formProps?: ComponentPropsWithRef<'form'>;
  className?: string;
  children: ReactNode;
}

/**
 * A panel named by its own heading (an h2 with a generated id), with an optional
 * line under it: the frame of a page's form and of the contact details beside it.
 */
export function TitledCard({ title, intro, formProps, className, children }: TitledCardProps) {
  const titleId = useId();
  const frame = { 'aria-labelledby': titleId, className: `${card.panel} ${classes.card} ${className ?? ''}`.trimEnd() };
  const content = (
    <>
      <h2 id={titleId} className={`${markup.h2} ${classes.title}`}>
        {title}
      </h2>
      {intro && <p className={`${markup.text} ${markup.dimmed} ${markup.fzSm} ${classes.intro}`}>{intro}</p>}
      {children}
    </>
  );
  return formProps ? (
    <form {...formProps} {...frame}>
      {content}
    </form>
  ) : (
    <section {...frame}>{content}</section>
  );
}

/**
 * A page's form in its card (the contact form, the job application): a heading
 * that names it, a line on what to expect, the fields, a failure of the whole
 * request as the red message SPEC §4 gives the contact form, and the submit
 * button. Once sent, the thank-you stands above the fields, which the form has
 * cleared: SPEC §4 keeps both forms on the page, emptied, after a success.
 */
export function FormCard({ title, intro, formProps, thanks, failure, busy, submit, children }: FormCardProps) {
  return (
    <TitledCard title={title} intro={intro} formProps={formProps}>
      <div className={classes.stack}>
        {thanks && <div className={classes.thanks}>{thanks}</div>}
        {children}
        <FormFailure message={failure} />
        <SubmitButton busy={busy} {...submit} size="md" className={classes.submit} />
      </div>
    </TitledCard>
  );
}
