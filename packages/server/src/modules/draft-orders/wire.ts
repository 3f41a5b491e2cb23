/** Draft orders' wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const draftOrdersWire: NamedShapes = {
  DraftOrder: s.DraftOrder,
  DraftOrderInput: s.DraftOrderInput,
  DraftOrderReply: s.DraftOrderReply,
  DraftOrderSummary: s.DraftOrderSummary,
  DraftProblem: s.DraftProblem,
  ListDraftOrdersReply: s.ListDraftOrdersReply,
  SendDraftOrderReply: s.SendDraftOrderReply,
};
