import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection } from '@/features/marketing/legal-document';
import markup from '@/styles/markup.module.css';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About These Terms',
    body: (
      <>
        <p>
          These terms apply to your use of the ITBD website and to the ITBD affiliate programme. ITBD (“we”, “us”) is a
          software, web and digital services company based in Dhaka, Bangladesh. By using this website or joining the
          affiliate programme you agree to these terms. If you do not agree, please do not use the site or the
          programme.
        </p>
        <p>
          Work we do for clients (websites, apps, marketing, design and software) is governed by the proposal and
          agreement signed for that project, not by these website terms.
        </p>
      </>
    ),
  },
  {
    id: 'using-the-website',
    title: 'Using the Website',
    body: (
      <>
        <p>You may browse the site, read our blog, send us messages, request a consultation and apply for jobs. When you do, you agree to:</p>
        <ul>
          <li>give accurate information in every form, including your contact details and job applications;</li>
          <li>upload only files you have the right to share, free of viruses or harmful code;</li>
          <li>not attempt to disrupt the site, probe its security or collect other people’s data from it;</li>
          <li>not send spam, unlawful, abusive or misleading content through our forms.</li>
        </ul>
        <p>
          The texts, designs, illustrations, logos and code of this site belong to ITBD or its licensors. You may share
          links to our pages and quote short passages with attribution; any other reuse needs our written permission.
        </p>
      </>
    ),
  },
  {
    id: 'affiliate-programme',
    title: 'The Affiliate Programme',
    body: (
      <>
        <p>
          Affiliates introduce new clients to ITBD and earn a commission when those clients pay for our services. To
          join, you register with your name, email, phone number and a password, and receive an affiliate ID to share.
          You must be at least 18 years old and able to enter a binding agreement. One account per person.
        </p>
        <p>
          You can sign in to your dashboard to see your balance and transactions and to update your name, address and
          profile photo. Keep your password private; you are responsible for activity in your account.
        </p>
      </>
    ),
  },
  {
    id: 'commission',
    title: 'Commission',
    body: (
      <>
        <ul>
          <li>
            Commission is earned on payments actually received from clients you referred, for the services agreed when
            the referral was accepted. The rate depends on the service and can reach up to 50%; the rate that applies
            to a referral is confirmed to you before the client signs.
          </li>
          <li>
            A referral counts when the client names you or your affiliate ID before signing their first agreement with
            us and was not already in discussion with ITBD.
          </li>
          <li>
            If a client payment is refunded, reversed or cancelled, the matching commission is reversed and may be
            deducted from your balance.
          </li>
          <li>We may change commission rates for future referrals with 30 days’ notice by email or in the dashboard.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'payouts',
    title: 'Payouts',
    body: (
      <>
        <p>
          Payments are made monthly, in Bangladeshi taka (৳), for commission confirmed in the previous month. We pay to
          the bank account or mobile wallet you give us; you are responsible for giving correct details and for any
          taxes due on your earnings. Payouts may be held while we check a suspected breach of these terms. Your
          dashboard shows every transaction with its date, description and amount.
        </p>
      </>
    ),
  },
  {
    id: 'affiliate-conduct',
    title: 'Affiliate Conduct',
    body: (
      <>
        <p>As an affiliate you represent ITBD honestly. You must not:</p>
        <ul>
          <li>make promises about prices, timelines or results that ITBD has not confirmed;</li>
          <li>send unsolicited bulk messages (spam) or buy ads on the ITBD name or its misspellings;</li>
          <li>refer yourself, create fake referrals or use someone else’s identity;</li>
          <li>present yourself as an ITBD employee or use our logo in a misleading way.</li>
        </ul>
        <p>
          We may suspend or close an affiliate account that breaks these rules and withhold commission earned through
          the breach. You may close your account at any time by contacting us; confirmed commission is still paid.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We work hard to keep this website accurate and available, but we provide it as it is and cannot promise it
        will always be error-free or uninterrupted. To the extent the law allows, ITBD is not liable for indirect
        losses arising from the use of this website. Nothing in these terms limits liability that cannot be limited
        by law.
      </p>
    ),
  },
  {
    id: 'changes-and-law',
    title: 'Changes and Governing Law',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, and significant changes to the
        affiliate programme are announced by email. These terms are governed by the laws of Bangladesh, and the courts
        of Dhaka have jurisdiction. How we handle personal data is explained in our{' '}
        <Link to="/privacy" className={`${markup.text} ${markup.anchor}`}>
          privacy policy
        </Link>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument page="terms" updated="1 November 2026" sections={SECTIONS} />
  );
}
