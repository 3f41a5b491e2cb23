import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SetupForm } from '@/components/admin/SetupForm';
import { StaffPage } from '@/components/admin/StaffPage';
import { setupNeeded } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Set up the shop' };

export default async function StaffSetupPage() {
  if (!(await setupNeeded())) redirect('/admin/login');
  return (
    <StaffPage
      eyebrow="First run"
      title="Set up the shop’s owner"
      lede="The shop has no owner yet. The setup code is printed in the server’s log at start, on a line “setup code: …”; it works for 24 hours, and a new one is printed at each start."
    >
      <SetupForm />
    </StaffPage>
  );
}
