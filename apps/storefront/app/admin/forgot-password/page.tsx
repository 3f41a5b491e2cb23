import type { Metadata } from 'next';
import { ForgotStaffPasswordForm } from '@/components/admin/StaffResetForms';
import { StaffPage } from '@/components/admin/StaffPage';

export const metadata: Metadata = { title: 'Forgot password' };

export default function StaffForgotPasswordPage() {
  return (
    <StaffPage
      title="Forgot your password?"
      lede="Enter your staff email: we will mail you a link to choose a new password. It works once, for 30 minutes."
    >
      <ForgotStaffPasswordForm />
    </StaffPage>
  );
}
