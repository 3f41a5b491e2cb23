import type { Caller } from '../../http/auth';
import type { AuditActorKind } from '../../db/schema';

/** Who made a change, as the audit log keeps it. */
export interface AuditActor {
  kind: AuditActorKind;
  id: string;
  name: string;
  email?: string | undefined;
}

/** The operator's ADMIN_API_KEY, and what runs outside a request (imports, seeding). */
export const OPERATOR: AuditActor = { kind: 'operator', id: 'operator', name: 'Operator key' };

/** The shop itself, acting by a rule the merchant set (an automatic cancel): `id` names the rule. */
export const systemActor = (id: string, name: string): AuditActor => ({ kind: 'system', id, name });

/** The audit actor of an elevated caller: a staff session, an app's API key, or the operator. */
export function actorOf(caller: Caller | undefined): AuditActor {
  if (caller?.staff)
    return { kind: 'staff', id: caller.staff.staffId, name: caller.staff.name, email: caller.staff.email };
  if (caller?.apiKey) return { kind: 'apiKey', id: caller.apiKey.apiKeyId, name: caller.apiKey.name };
  return OPERATOR;
}
