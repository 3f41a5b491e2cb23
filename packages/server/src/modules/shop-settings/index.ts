// The shop settings' front door: the only file outside shop-settings/ imports.
export { shopSettingsRoutes } from './routes';
export {
  DEMO_SHOP_SETTINGS,
  readShopName,
  readShopPolicy,
  readShopSettings,
  readShopTimeZone,
  seedDemoShopSettings,
  SHOP_SETTINGS_EVENTS,
  type ShopPolicy,
  type ShopPolicyDefaults,
  type ShopSettingsView,
} from './service';
export { shopSettingsWire } from './wire';
