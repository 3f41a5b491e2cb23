/**
 * The webhooks and staff pages' pure parts: the endpoint form and its checks, the delivery log's page in the
 * URL and each delivery's words, the staff list's rows and the invitation form. Pages, actions and tests
 * share them.
 */
import { ADMIN_PAGE_SIZE, type RawParams } from './admin-lists';
import type { Problems } from './admin-prices-view';

// Webhooks

export interface WebhookForm {
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

export const BLANK_WEBHOOK: WebhookForm = { url: '', description: '', eventTypes: [], enabled: true };

export interface WebhookInput {
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

/** react-hook-form gives one checked box as a string, none as false: always a list here. */
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/** The endpoint form as the server takes it, or the fields to correct (nothing is sent then). */
export function webhookInput(
  form: WebhookForm,
  known: readonly string[],
): { input: WebhookInput; fields: Problems } {
  const fields: Problems = {};
  const url = form.url.trim();
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!url) fields.url = 'Enter the address that receives the events';
  else if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    fields.url = 'Enter a full web address, starting with https://';
  else if (url.length > 2048) fields.url = 'The address may be at most 2048 characters long';
  const eventTypes = listOf(form.eventTypes).filter((t) => known.includes(t));
  if (eventTypes.length === 0) fields.eventTypes = 'Choose at least one event';
  const description = form.description.trim();
  if (description.length > 500) fields.description = 'At most 500 characters';
  return { input: { url, description, eventTypes, enabled: Boolean(form.enabled) }, fields };
}

/** `catalog.product.created` as "Product created": the group (catalog) is said by the list's heading. */
export function eventLabel(type: string): string {
  if (type === '*') return 'Every event';
  const parts = type.split('.');
  const words = parts.slice(-2).join(' ').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface DeliveriesParams {
  page: number;
  status: DeliveryStatus | '';
}

const STATUSES: readonly DeliveryStatus[] = ['PENDING', 'DELIVERED', 'FAILED'];

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

export function parseDeliveriesParams(raw: RawParams): DeliveriesParams {
  const text = first(raw.page);
  const page = /^\d{1,5}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
  const status = first(raw.status).toUpperCase();
  return { page, status: STATUSES.includes(status as DeliveryStatus) ? (status as DeliveryStatus) : '' };
}

export const deliveriesQuery = (params: DeliveriesParams) => ({
  limit: ADMIN_PAGE_SIZE,
  offset: (params.page - 1) * ADMIN_PAGE_SIZE,
  ...(params.status ? { status: params.status } : {}),
});

export function deliveriesHref(
  webhookId: string,
  params: DeliveriesParams,
  patch: Partial<DeliveriesParams>,
) {
  const next = { ...params, ...(patch.status !== undefined ? { page: 1 } : {}), ...patch };
  const search = new URLSearchParams();
  if (next.status) search.set('status', next.status);
  if (next.page > 1) search.set('page', String(next.page));
  const text = search.toString();
  return `/admin/webhooks/${encodeURIComponent(webhookId)}${text ? `?${text}` : ''}`;
}

export interface DeliveryFacts {
  status: DeliveryStatus;
  attempts: number;
  attemptLimit: number;
  lastStatusCode: number | null;
  lastError: string | null;
  /** How long the last attempt took; null before one, or while one is out. */
  lastDurationMs: number | null;
  createdDate: Date | string;
  deliveredDate: Date | string | null;
}

export const DELIVERY_STATUS_TEXT: Record<DeliveryStatus, string> = {
  PENDING: 'Retrying',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};

/**
 * A delivery's words in the log: its state, the endpoint's answer and how long the last attempt took, the attempts,
 * and how long it took to be delivered. Every delivery may be redelivered (the server sends it once, now).
 */
export function deliveryLine(d: DeliveryFacts) {
  const status = d.status === 'PENDING' && d.attempts === 0 ? 'Waiting' : DELIVERY_STATUS_TEXT[d.status];
  const answer =
    d.lastStatusCode !== null
      ? `HTTP ${d.lastStatusCode}`
      : d.attempts === 0
        ? 'Not sent yet'
        : d.lastError
          ? `No answer: ${d.lastError}`
          : 'No answer';
  const took = d.deliveredDate
    ? durationText(new Date(d.deliveredDate).getTime() - new Date(d.createdDate).getTime())
    : '—';
  return {
    status,
    answer,
    /** How long the last attempt took ("took 87 ms"); empty before one, or while one is out. */
    duration: d.lastDurationMs === null ? '' : `took ${durationText(d.lastDurationMs)}`,
    attempts: `${d.attempts} of ${d.attemptLimit}`,
    took,
  };
}

export function durationText(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

// Staff

export const STAFF_ROLE_TEXT = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  FULFILMENT: 'Fulfilment',
  CATALOG: 'Catalog',
  READ_ONLY: 'Read only',
} as const;

export type StaffRoleKey = keyof typeof STAFF_ROLE_TEXT;

export const ROLE_OPTIONS = Object.entries(STAFF_ROLE_TEXT).map(([value, label]) => ({ value, label }));

export const isRole = (value: string): value is StaffRoleKey => Object.hasOwn(STAFF_ROLE_TEXT, value);

export interface InvitationForm {
  email: string;
  role: string;
}

export const BLANK_INVITATION: InvitationForm = { email: '', role: 'READ_ONLY' };

export function invitationInput(form: InvitationForm): {
  input: { email: string; role: StaffRoleKey };
  fields: Problems;
} {
  const fields: Problems = {};
  const email = form.email.trim();
  if (!email) fields.email = 'Enter the person’s email address';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fields.email = 'Enter an email address like ada@example.com';
  if (!isRole(form.role)) fields.role = 'Choose a role';
  return { input: { email, role: (isRole(form.role) ? form.role : 'READ_ONLY') as StaffRoleKey }, fields };
}

export interface StaffFacts {
  _id: string;
  name: string;
  email: string;
  role: string;
  totpEnabled: boolean;
  disabled: boolean;
}

/** The staff list: active people first by name; those removed (disabled) are left out. */
export function staffRows<S extends StaffFacts>(people: readonly S[], me: string) {
  return people
    .filter((p) => !p.disabled)
    .map((p) => ({
      ...p,
      id: p._id,
      you: p._id === me,
      roleText: isRole(p.role) ? STAFF_ROLE_TEXT[p.role] : p.role,
      secondFactor: p.totpEnabled ? 'On' : 'Off',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A delivery of the SDK as the log's row (page and redelivery answer alike). */
export interface DeliveryRowFacts extends DeliveryFacts {
  id: string;
  eventType: string;
  lastAttemptDate: Date | string | null;
  nextAttemptDate: Date | string | null;
}

export const deliveryRow = (d: {
  _id: string;
  event: { type: string };
  status: DeliveryStatus;
  attempts: number;
  attemptLimit: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastDurationMs: number | null;
  lastAttemptDate: Date | null;
  nextAttemptDate: Date | null;
  _createdDate: Date;
  deliveredDate: Date | null;
}): DeliveryRowFacts => ({
  id: d._id,
  eventType: d.event.type,
  status: d.status,
  attempts: d.attempts,
  attemptLimit: d.attemptLimit,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  lastDurationMs: d.lastDurationMs,
  lastAttemptDate: d.lastAttemptDate,
  nextAttemptDate: d.nextAttemptDate,
  createdDate: d._createdDate,
  deliveredDate: d.deliveredDate,
});
