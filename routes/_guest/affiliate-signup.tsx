import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/features/affiliate/auth-layout';
import { SignupForm } from '@/features/affiliate/signup-form';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/_guest/affiliate-signup')({
  head: () => pageHead('Become an Affiliate', 'Create your free ITBD affiliate account and earn up to 50% commission on the clients you refer.'),
  component: AffiliateSignupPage,
});

function AffiliateSignupPage() {
  return (
    <AuthLayout title="Become an Affiliate" subtitle="Free to join. Start earning with your first referral.">
      <SignupForm />
    </AuthLayout>
  );
}
