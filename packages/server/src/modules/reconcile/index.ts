// Bank reconciliation's front door: the only file outside reconcile/ imports.
export { reconcileRoutes } from './routes';
export { reconcileWire } from './wire';
