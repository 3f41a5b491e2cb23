'use client';

import {
  changeStaffRole,
  inviteStaff,
  removeStaff,
  revokeInvitation,
} from '@/lib/shop/admin-webhooks-actions';
import {
  BLANK_INVITATION,
  ROLE_OPTIONS,
  STAFF_ROLE_TEXT,
  isRole,
  type InvitationForm,
} from '@/lib/shop/admin-webhooks-view';
import { CrudSection } from './CrudSection';
import people from './people.module.css';

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: string;
  roleText: string;
  secondFactor: string;
  you: boolean;
}

export interface InvitationRow {
  id: string;
  email: string;
  role: string;
  sent: string;
  expires: string;
}

/** The staff page: the people (role changed or removed here), and the invitations still open. */
export function StaffPanel({
  staff,
  invitations,
  canWrite,
}: {
  staff: StaffRow[];
  invitations: InvitationRow[];
  canWrite: boolean;
}) {
  return (
    <>
      <CrudSection<StaffRow, { role: string }>
        id="staff"
        title="People"
        noun="staff member"
        rows={staff}
        columns={[
          {
            header: 'Name',
            cell: (p) => (
              <span>
                <strong>{p.name}</strong>
                {p.you ? ' (you)' : null}
              </span>
            ),
          },
          { header: 'Email', cell: (p) => p.email },
          { header: 'Role', cell: (p) => p.roleText },
          {
            header: 'Second factor',
            cell: (p) => (
              <span className={people.status} data-status={p.secondFactor === 'On' ? 'Active' : 'Disabled'}>
                {p.secondFactor}
              </span>
            ),
          },
        ]}
        rowName={(p) => p.name}
        fields={[{ name: 'role', label: 'Role', kind: 'select', options: ROLE_OPTIONS }]}
        blank={{ role: 'READ_ONLY' }}
        formOf={(p) => ({ role: p.role })}
        save={changeStaffRole}
        remove={removeStaff}
        removeVerb="Remove"
        consequence="They can no longer sign in and their sessions end. The shop keeps at least one owner, and no one removes themselves."
        canCreate={false}
        canWrite={canWrite}
        empty="No staff yet."
      />
      <CrudSection<InvitationRow, InvitationForm>
        id="invitations"
        title="Pending invitations"
        noun="invitation"
        newLabel="Invite someone"
        intro="An invitation mails a link, valid for 7 days, to create a staff account with the role chosen."
        rows={invitations}
        columns={[
          { header: 'Email', cell: (i) => <strong>{i.email}</strong> },
          { header: 'Role', cell: (i) => (isRole(i.role) ? STAFF_ROLE_TEXT[i.role] : i.role) },
          { header: 'Sent', cell: (i) => i.sent },
          { header: 'Expires', cell: (i) => i.expires },
        ]}
        rowName={(i) => i.email}
        fields={[
          { name: 'email', label: 'Email', required: 'Enter the person’s email address', wide: true },
          { name: 'role', label: 'Role', kind: 'select', options: ROLE_OPTIONS },
        ]}
        blank={BLANK_INVITATION}
        formOf={(i) => ({ email: i.email, role: i.role })}
        save={inviteStaff}
        remove={revokeInvitation}
        removeVerb="Revoke"
        canEdit={false}
        consequence="Its link stops working; you can invite the person again."
        canWrite={canWrite}
        empty="No invitations waiting."
      />
    </>
  );
}
