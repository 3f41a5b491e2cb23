import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { ShopSettingsForm } from '@/components/admin/ShopSettingsForm';
import own from '@/components/admin/settings.module.css';
import shell from '@/components/admin/shell.module.css';
import { StaffPolicyForm } from '@/components/admin/StaffPolicyForm';
import { WEEKDAYS, type ShopSettings } from '@/lib/shop/admin-settings';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Shop settings' };

const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

/** The settings as facts, for a person who may read them but not change them. */
function SettingsFacts({ settings }: { settings: ShopSettings }) {
  const hours = settings.openingHours.days
    .map((d) => `${WEEKDAYS[d.weekday - 1]} ${d.open}–${d.close}`)
    .join(', ');
  const facts: [string, string][] = [
    ['Shop name', settings.name],
    ['Contact email', settings.contactEmail || 'Not given'],
    ['Postal address', settings.address || 'Not given'],
    ['Time zone', settings.timeZone],
    ['Currency', settings.currency],
    ['Opening hours', [hours || 'Not given', settings.openingHours.note].filter(Boolean).join('. ')],
    ['New members confirm their email', yesNo(settings.requireEmailVerification)],
    ['New members wait for approval', yesNo(settings.requireOwnerApproval)],
    ['Registration asks for the robot check', yesNo(settings.registerRequiresCaptcha)],
    [
      'Checkout holds items for',
      settings.stockHoldMinutes ? `${settings.stockHoldMinutes} minutes` : 'No hold',
    ],
    [
      'Unpaid bank transfers canceled after',
      settings.unpaidOrderCancelDays === null ? 'Never' : `${settings.unpaidOrderCancelDays} days`,
    ],
    ['Access token lifetime', `${Math.round(settings.accessTokenTtl / 60)} minutes`],
    ['Members stay signed in for', `${Math.round(settings.refreshTokenTtl / 86_400)} days`],
  ];
  return (
    <section className={`${admin.card} ${shell.readable}`} aria-labelledby="settings-facts">
      <h2 id="settings-facts" className={admin.cardTitle}>
        The shop’s settings
      </h2>
      <p className={admin.muted}>
        Your role may read these settings; the shop’s owner or a manager changes them.
      </p>
      <dl className={own.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={own.factRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default async function ShopSettingsPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:read')) redirect('/admin');
  const [{ shopSettings: settings }, staffPolicy] = await Promise.all([
    client.shopSettings.getShopSettings(),
    holds(member, 'staff:read') ? client.staff.getSettings() : Promise.resolve(undefined),
  ]);
  const zones = Intl.supportedValuesOf('timeZone');
  const timeZones = zones.includes(settings.timeZone) ? zones : [settings.timeZone, ...zones];
  return (
    <AdminShell staff={member} current="settings">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Shop settings</h1>
          <p className={admin.lede}>
            What the shop shows and how it works. A change applies at once, without restarting anything.
          </p>
        </div>
        {holds(member, 'settings:write') ? (
          <ShopSettingsForm settings={settings} timeZones={timeZones} />
        ) : (
          <SettingsFacts settings={settings} />
        )}
        {staffPolicy ? (
          <section className={`${admin.card} ${shell.readable}`} aria-labelledby="staff-policy">
            <h2 id="staff-policy" className={admin.cardTitle}>
              Staff sign-in
            </h2>
            <StaffPolicyForm
              requireSecondFactor={staffPolicy.settings.requireSecondFactor}
              canChange={holds(member, 'staff:write')}
            />
          </section>
        ) : null}
      </div>
    </AdminShell>
  );
}
