// The event outbox's front door: the only file outside events/ imports.
export { recordEvent, recordEvents, type DomainEvent } from './service';
export { createEventDispatcher, type EventDispatcher } from './dispatcher';
export { attachEventDispatcher } from './lifecycle';
export { attachOutboxPruning, outboxRetention } from './retention';
export { failureReason, wireEvent } from './webhook';
export { signatureHeaders, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';
export type { OutboxEvent } from './outbox';
