'use server';

/**
 * Server actions of the dashboard's shop settings page. The server checks the person's permission on every
 * call; the page only hides what a role may not do.
 */
import { revalidateTag } from 'next/cache';
import { ApplicationError, ValidationError, type ShopSettings } from '@atelier/sdk';
import {
  changeOf,
  formFieldOf,
  settingsConflictMessage,
  type FieldProblem,
  type SettingsFields,
} from './admin-settings';
import { shopTags } from './catalog-tags';
import { getShopClock } from './shop-settings';
import { signedIn } from './staff';
import { staffFailure, type StaffResult } from './staff-errors';

export type SettingsSaveResult =
  | StaffResult<{ settings: ShopSettings; changed: number }>
  /** Someone saved the settings since the page showed them: nothing was overwritten. */
  | { ok: false; conflict: true; message: string };

/**
 * Saves the fields that changed from `before` (what the page showed, at `revision`): settings saved by someone
 * else since are not overwritten (the answer says who changed what). The storefront's cached reads of the
 * settings are dropped here at once; the server's `shop.settings.changed` event drops them in every other
 * storefront process through /api/revalidate.
 */
export async function saveShopSettings(
  before: SettingsFields,
  after: SettingsFields,
  revision: number,
): Promise<SettingsSaveResult> {
  const checked = changeOf(before, after);
  if ('problem' in checked) return { ok: false, ...checked.problem };
  const changed = Object.keys(checked.change).length;
  const client = await signedIn();
  try {
    const { shopSettings } = changed
      ? await client.shopSettings.updateShopSettings(checked.change, { revision })
      : await client.shopSettings.getShopSettings();
    if (changed) revalidateTag(shopTags.settings, { expire: 0 });
    return { ok: true, settings: shopSettings, changed };
  } catch (error) {
    if (error instanceof ValidationError) {
      const first = error.fieldViolations[0];
      const field: FieldProblem['field'] | undefined = first ? formFieldOf(first.field) : undefined;
      return {
        ok: false,
        message: first?.description ?? 'Please check the form.',
        ...(field ? { field } : {}),
      };
    }
    if (error instanceof ApplicationError && error.code === 'SETTINGS_CHANGED') {
      const { timeZone } = await getShopClock();
      return {
        ok: false,
        conflict: true,
        message: settingsConflictMessage(error.details.applicationError.data, timeZone),
      };
    }
    if (error instanceof ApplicationError && error.code === 'CURRENCY_IN_USE')
      return { ok: false, field: 'currency', message: error.message };
    return staffFailure(error);
  }
}

/** Turns the second sign-in step for every staff person on or off (the staff session policy). */
export async function saveStaffPolicy(requireSecondFactor: boolean): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.staff.updateSettings({ requireSecondFactor });
    return { ok: true };
  } catch (error) {
    return staffFailure(error);
  }
}
