export * from './events';
export * from './newsletter';
