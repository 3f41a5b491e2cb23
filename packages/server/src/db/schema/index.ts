export * from './events';
export * from './newsletter';
export * from './identity';
export * from './mail';
export * from './oauth';
export * from './catalog';
export * from './carts';
export * from './shipping';
