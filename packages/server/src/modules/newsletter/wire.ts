/** The newsletter's wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const newsletterWire: NamedShapes = {
  Subscriber: s.Subscriber,
  QuerySubscribersReply: s.QuerySubscribersReply,
  ExportSubscribersReply: s.ExportSubscribersReply,
};
