/** Shop settings' wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const shopSettingsWire: NamedShapes = {
  OpeningDay: s.OpeningDay,
  OpeningHours: s.OpeningHours,
  ShopSettings: s.ShopSettings,
  ShopSettingsReply: s.ShopSettingsReply,
  ShopSettingsPatch: s.ShopSettingsPatch,
};
