// The dashboard's front door: the only file outside dashboard/ imports.
export { dashboardRoutes } from './routes';
export { dashboardWire } from './wire';
