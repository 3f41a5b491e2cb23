import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import own from '@/components/admin/mail-templates.module.css';
import shell from '@/components/admin/shell.module.css';
import { MAIL_KIND_LABELS, mailKindLabel, mailTemplateHref } from '@/lib/shop/admin-mail-templates';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Mail templates' };

export default async function MailTemplatesPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:read')) redirect('/admin');
  const { templates } = await client.mailTemplates.listMailTemplates();
  return (
    <AdminShell staff={member} current="mail-templates">
      <div className={`${shell.stack} ${shell.readable}`}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Mail templates</h1>
          <p className={admin.lede}>The mails buyers get about their orders, in the shop’s own words.</p>
        </div>
        <ul className={own.kinds}>
          {templates.map((template) => (
            <li key={template.kind} className={admin.card}>
              <div className={admin.cardHead}>
                <h2 className={admin.cardTitle}>
                  <Link href={mailTemplateHref(template.kind)}>{mailKindLabel(template.kind)}</Link>
                </h2>
                <span className={admin.muted}>{template.customized ? 'Edited' : 'Default'}</span>
              </div>
              <p className={admin.muted}>{MAIL_KIND_LABELS[template.kind]?.when}</p>
              <p>
                <span className={admin.muted}>Subject: </span>
                {template.subject}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </AdminShell>
  );
}
