import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/features/affiliate/auth-layout';
import { SignupForm } from '@/features/affiliate/signup-form';

export const Route = createFileRoute('/_guest/affiliate-signup')({
  head: () => ({
    meta: [
      { title: 'Become an Affiliate — ITBD' },
      {
        name: 'description',
        content: 'Create your free ITBD affiliate account and earn up to 50% commission on the clients you refer.',
      },
    ],
  }),
  component: AffiliateSignupPage,
});

function AffiliateSignupPage() {
  return (
    <AuthLayout title="Become an affiliate" subtitle="Free to join. Start earning with your first referral.">
      <SignupForm />
    </AuthLayout>
  );
}
