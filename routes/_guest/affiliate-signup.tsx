import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/features/affiliate/auth-layout';
import { SignupForm } from '@/features/affiliate/signup-form';
import { SITE_PAGES, sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/_guest/affiliate-signup')({
  head: () => sitePageHead('affiliateSignup'),
  component: AffiliateSignupPage,
});

function AffiliateSignupPage() {
  return (
    <AuthLayout title={SITE_PAGES.affiliateSignup.name} subtitle="Free to join. Start earning with your first referral.">
      <SignupForm />
    </AuthLayout>
  );
}
