import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { MailTemplateEditor } from '@/components/admin/MailTemplateEditor';
import shell from '@/components/admin/shell.module.css';
import { MAIL_KIND_LABELS, mailKindLabel } from '@/lib/shop/admin-mail-templates';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export async function generateMetadata({ params }: { params: Promise<{ kind: string }> }): Promise<Metadata> {
  return { title: `Mail template: ${mailKindLabel(decodeURIComponent((await params).kind))}` };
}

export default async function MailTemplatePage({ params }: { params: Promise<{ kind: string }> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:read')) redirect('/admin');
  const kind = decodeURIComponent((await params).kind);
  if (!MAIL_KIND_LABELS[kind]) notFound();
  const [{ template }, { preview }] = await Promise.all([
    client.mailTemplates.getMailTemplate(kind),
    client.mailTemplates.previewMailTemplate(kind),
  ]);
  return (
    <AdminShell staff={member} current="mail-templates">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <p>
            <Link href="/admin/mail-templates" className={admin.navLink}>
              ← All mail templates
            </Link>
          </p>
          <h1 className={admin.title}>{mailKindLabel(kind)}</h1>
          <p className={admin.lede}>
            {MAIL_KIND_LABELS[kind]?.when}.{' '}
            {template.customized ? 'Edited by the shop.' : 'The default template.'}
          </p>
        </div>
        <MailTemplateEditor
          key={`${template.customized}-${template._updatedDate?.toISOString() ?? ''}`}
          template={template}
          initialPreview={preview}
          canEdit={holds(member, 'settings:write')}
        />
      </div>
    </AdminShell>
  );
}
