// Draft orders' front door (the merchant's phone and mail orders): the only file outside draft-orders/ imports.
export { draftOrderRoutes } from './routes';
export { draftOrdersWire } from './wire';
