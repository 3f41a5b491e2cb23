// The newsletter's front door: the only file outside newsletter/ imports.
export { newsletterRoutes } from './routes';
export { newsletterWire } from './wire';
