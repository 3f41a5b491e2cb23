'use client';

import { useRouter } from 'next/navigation';
import { Field } from '@/components/account/Field';
import { setUpOwner } from '@/lib/shop/staff-link-actions';
import { NewStaffPassword } from './NewStaffPassword';
import { StaffLinkForm } from './StaffLinkForm';

/** The shop's first owner: the printed setup code, a name, an email and a password; then the staff home. */
export function SetupForm() {
  const router = useRouter();
  return (
    <StaffLinkForm
      action={setUpOwner}
      submit="Create the owner"
      pendingLabel="Creating the owner…"
      done={() => {
        router.replace('/admin');
        router.refresh();
      }}
    >
      {(error) => (
        <>
          <Field
            label="Setup code"
            name="setupCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint={
              <>
                The server prints it in its log at start, on a line <code>setup code: …</code>
              </>
            }
            error={error('setupCode')}
          />
          <Field
            label="Your name"
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            error={error('name')}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={error('email')}
          />
          <NewStaffPassword error={error} />
        </>
      )}
    </StaffLinkForm>
  );
}
