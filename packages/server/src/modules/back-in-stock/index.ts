// Back-in-stock requests' front door: the only file outside back-in-stock/ imports.
export { backInStockRoutes } from './routes';
export { attachBackInStockSweep, type SweepTiming } from './lifecycle';
export { notifyRestocked } from './notify';
export { backInStockWire } from './wire';
