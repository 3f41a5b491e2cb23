import { describe, expect, it } from 'vitest';
import { staffInvitationMail, staffPasswordResetMail } from './templates';

describe('staff mails', () => {
  const link = 'https://shop.example/admin/invitation?token=si_a&b';

  it('invites with the role and the link, in text and (escaped) HTML, naming its 7 days', () => {
    const mail = staffInvitationMail('Atelier', { link, role: 'CATALOG' });
    expect(mail.kind).toBe('staff-invitation');
    expect(mail.subject).toBe('Atelier: you are invited to join the staff');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('role: CATALOG');
    expect(mail.text).toContain('valid for 7 days');
    expect(mail.html).toContain('https://shop.example/admin/invitation?token=si_a&amp;b');
    expect(mail.html).not.toContain('token=si_a&b');
  });

  it('sends the reset link, valid 30 minutes, and says the second factor is still asked', () => {
    const reset = 'https://shop.example/admin/reset-password?token=sr_x';
    const mail = staffPasswordResetMail('Atelier', reset);
    expect(mail.kind).toBe('staff-password-reset');
    expect(mail.text).toContain(reset);
    expect(mail.html).toContain(reset);
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toContain('second factor');
  });
});
