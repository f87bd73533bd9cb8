import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection } from '@/features/marketing/legal-document';
import classes from '@/features/marketing/privacy-page.module.css';
import markup from '@/styles/markup.module.css';

const FORMS = [
  { form: 'Contact form', data: 'Name, phone, subject (optional) and message', purpose: 'To answer your message' },
  { form: 'Consultation request', data: 'Name, phone and message', purpose: 'To call you back about your project' },
  { form: 'Newsletter', data: 'Email address', purpose: 'To send you our newsletter' },
  {
    form: 'Job application',
    data: 'First and last name, phone, email, CV (PDF or Word) and summary',
    purpose: 'To assess your application for the job you chose',
  },
  {
    form: 'Affiliate account',
    data: 'Name, email, phone, password (stored only as a secure hash), address, profile photo, affiliate ID, balance and transactions',
    purpose: 'To run your account and pay your commission',
  },
] as const;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <p>
        ITBD, a software, web and digital services company in Dhaka, Bangladesh, is responsible for the personal data
        collected through this website and the affiliate programme. This policy explains what we collect, why, how
        long we keep it and the choices you have.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What We Collect Through Our Forms',
    body: (
      <>
        <p>We only collect what you type into a form or upload yourself:</p>
        {/* One entry per form, not a three-column table: at 320 px a table leaves a few words per line. */}
        <dl className={classes.forms}>
          {FORMS.map((row) => (
            <div key={row.form} className={classes.form}>
              <dt>{row.form}</dt>
              <dd>
                <span className={classes.label}>We collect</span> {row.data}
              </dd>
              <dd>
                <span className={classes.label}>Why</span> {row.purpose}
              </dd>
            </div>
          ))}
        </dl>
        <p>
          Our servers also keep short technical logs (IP address, browser, pages requested and time) to keep the site
          secure and working.
        </p>
      </>
    ),
  },
  {
    id: 'in-your-browser',
    title: 'What We Store in Your Browser',
    body: (
      <ul>
        <li>
          <strong>Your affiliate sign-in</strong>: keeps you signed in to the affiliate dashboard; removed when you log
          out.
        </li>
        <li>
          <strong>When you closed the consultation offer</strong>: so the offer of a free consultation does not show
          again for two hours.
        </li>
        <li>
          <strong>Colour scheme</strong>: whether you chose the light or dark look.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How We Use Your Data',
    body: (
      <>
        <p>
          We use your data only for the purpose of the form you sent, to keep the affiliate programme running, and to
          meet legal and accounting duties. We never sell your data. We share it only with service providers that
          host our systems or send our emails and messages on our behalf, under agreements that protect it, or when the
          law requires it.
        </p>
        <p>Newsletter emails are sent only to people who subscribed, and every email has a way to unsubscribe.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep It',
    body: (
      <ul>
        <li>Contact messages and consultation requests: up to 24 months after our last conversation.</li>
        <li>Job applications and CVs: 12 months after the job closes, unless you ask us to keep them longer for future roles.</li>
        <li>Newsletter: until you unsubscribe.</li>
        <li>
          Affiliate accounts: while the account is open; payment records are kept for the period tax and accounting
          law requires.
        </li>
        <li>Server logs: up to 90 days.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How We Protect It',
    body: (
      <p>
        The site is served over HTTPS, passwords are stored only as secure hashes, uploaded CVs are kept in private
        storage, and access to personal data is limited to the staff who need it. No system is perfectly secure; if a
        breach affects you, we will tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>tell you what personal data we hold about you and give you a copy;</li>
          <li>correct data that is wrong (affiliates can also edit their name, address and photo in the dashboard);</li>
          <li>delete your data, unless we must keep it by law;</li>
          <li>stop sending you emails or withdraw a consent you gave.</li>
        </ul>
        <p>We answer requests within 30 days and may ask you to confirm your identity first.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For any privacy question or request, write to us through the{' '}
        <Link to="/contact" className={`${markup.text} ${markup.anchor}`}>
          contact page
        </Link>{' '}
        or the email address in the footer of every page. The rules for using the site and the affiliate programme are
        in our{' '}
        <Link to="/terms" className={`${markup.text} ${markup.anchor}`}>
          terms of service
        </Link>
        .
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument page="privacy" updated="1 November 2026" sections={SECTIONS} />
  );
}
