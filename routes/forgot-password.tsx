import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/marketing/forgot-password-page';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/forgot-password')({
  head: () =>
    pageHead('Forgot Password', 'Reset the password of your ITBD affiliate account with help from our support team by email or WhatsApp.'),
  component: ForgotPasswordPage,
});
