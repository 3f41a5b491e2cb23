// The system routes' front door: the only file outside system/ imports.
export { systemRoutes } from './routes';
