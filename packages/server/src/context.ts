import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/open';
import type { ShopperDocCache } from './modules/catalog';
import type { EventDispatcher } from './modules/events';
import type { Secrets } from './modules/identity';
import type { Mailer } from './modules/mail';
import type { WebhookDeliverer } from './modules/webhooks';

/** What services and routes are given: dependencies are arguments, not a container. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  /** SMTP when SMTP_URL is set, the development outbox otherwise. */
  mailer: Mailer;
  /** Captcha and verification-code secrets: configured, or generated once and kept in the database. */
  secrets: Secrets;
  /** Delivers the event outbox to EVENT_WEBHOOK_URLS; idle when none is configured. */
  events: EventDispatcher;
  /** Sends the merchant's webhook deliveries as they fall due (every process runs one). */
  webhooks: WebhookDeliverer;
  /** Shopper documents kept between listings of this database; undefined when SHOPPER_DOC_CACHE_MB is 0. */
  shopperDocs: ShopperDocCache | undefined;
}
