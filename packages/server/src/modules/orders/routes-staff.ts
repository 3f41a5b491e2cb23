import type { AppContext } from '../../context';
import { ELEVATED, route, type RouteDef } from '../../http/route-table';
import { OrderIdParams } from './schemas';
import { AddNoteBody, HistoryReply, NoteReply, NotesReply, ResendConfirmationReply } from './schemas-staff';
import { addNote, listNotes, orderHistory, resendConfirmation } from './staff-view';

const tags = ['orders'];
const area = 'ecom';

/** The shop's own routes of an order (Atelier): staff notes, history, the confirmation mailed again. */
export const orderStaffRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'GET',
    url: '/v1/orders/:id/notes',
    area,
    roles: ELEVATED,
    permission: 'orders:read',
    schema: { tags, params: OrderIdParams, response: { 200: NotesReply } },
    handler: (req) => listNotes(ctx, req.caller, req.params.id),
  }),
  route({
    method: 'POST',
    url: '/v1/orders/:id/notes',
    area,
    roles: ELEVATED,
    permission: 'orders:write',
    schema: { tags, params: OrderIdParams, body: AddNoteBody, response: { 200: NoteReply } },
    handler: (req) => addNote(ctx, req.caller, req.params.id, req.body),
  }),
  route({
    method: 'GET',
    url: '/v1/orders/:id/history',
    area,
    roles: ELEVATED,
    permission: 'orders:read',
    schema: { tags, params: OrderIdParams, response: { 200: HistoryReply } },
    handler: (req) => orderHistory(ctx, req.caller, req.params.id),
  }),
  route({
    method: 'POST',
    url: '/v1/orders/:id/resend-confirmation',
    area,
    roles: ELEVATED,
    permission: 'orders:write',
    optionalBody: true,
    schema: { tags, params: OrderIdParams, response: { 200: ResendConfirmationReply } },
    handler: (req) => resendConfirmation(ctx, req.caller, req.params.id),
  }),
];
