// The event outbox's front door: the only file outside events/ imports.
export { recordEvent, recordEvents, type DomainEvent } from './service';
export { createEventDispatcher, type EventDispatcher } from './dispatcher';
export { attachEventDispatcher } from './lifecycle';
export { attachOutboxPruning, outboxRetention } from './retention';
