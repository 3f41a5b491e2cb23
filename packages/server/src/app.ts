import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/open';
import { attachIdempotencyPruning } from './http/idempotency';
import { apiKeyAuthenticator, type Authenticator } from './http/auth';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handler';
import { installFiniteNumbers } from './http/finite-numbers';
import { installMethodOverride, rewriteOverriddenMethod } from './http/method-override';
import { installControlCharacters } from './http/control-characters';
import { installRequestBodies } from './http/request-body';
import { onFirstUseCompilers } from './http/schema-compilers';
import { mountRouteTable, type RouteDef } from './http/route-table';
import { AREA_PREFIXES, routeTable } from './routes';
import {
  createEventDispatcher,
  attachEventDispatcher,
  attachOutboxPruning,
  outboxRetention,
} from './modules/events';
import { attachBackInStockSweep, type SweepTiming } from './modules/back-in-stock';
import { loadSecrets } from './modules/identity';
import { createMailer } from './modules/mail';
import { accessTokenAuthenticator } from './modules/oauth';
import { staffAuthenticator } from './modules/staff';
import { appKeyAuthenticator } from './modules/api-keys';
import { attachCartSweep } from './modules/carts';
import { attachHoldSweep } from './modules/checkouts';
import { attachUnpaidOrderSweep } from './modules/orders';
import { attachCountFolding, backfillShopperDocs, ShopperDocCache } from './modules/catalog';
import { attachWebhookDeliverer, createWebhookDeliverer, type DelivererOptions } from './modules/webhooks';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Logger: pino options, or false for none (tests). */
  logger?: boolean | object;
  /** When the back-in-stock sweep runs; false: never by itself (tests that run it by hand). */
  backInStockSweep?: SweepTiming | false;
  /** Timing of the merchant's webhook deliveries (tests make it fast). */
  webhookDelivery?: Omit<DelivererOptions, 'db' | 'log'>;
}

export interface App extends FastifyInstance {
  ctx: AppContext;
  routeTable: readonly RouteDef[];
  /** Compiles every route schema not used yet (the server does before it listens). */
  compileSchemas(): void;
}

/** Builds the HTTP application. Tests call this; main.ts adds the listening socket. */
export async function buildApp({
  config,
  database,
  logger,
  backInStockSweep,
  webhookDelivery,
}: BuildOptions): Promise<App> {
  const compilers = onFirstUseCompilers();
  const app = Fastify({
    schemaController: { compilersFactory: compilers.compilersFactory },
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: {
        removeAdditional: false,
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
        // JSON's 1e400 parses to Infinity: not a number a shop takes (see http/finite-numbers.ts)
        strictNumbers: true,
      },
    },
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    rewriteUrl: rewriteOverriddenMethod,
    trustProxy: config.trustProxy,
  });

  const db = database.db;
  await backfillShopperDocs(db);
  const mailer = createMailer(config, db, app.log);
  const secrets = await loadSecrets(db, { captchaHmacSecret: config.captcha.hmacSecret });
  const events = createEventDispatcher({ database, webhook: config.eventWebhook, log: app.log });
  const shopperDocs =
    config.shopperDocCacheMb > 0
      ? new ShopperDocCache(config.shopperDocCacheMb * 1024 * 1024, database.kind === 'pglite')
      : undefined;
  const webhooks = createWebhookDeliverer({ db, log: app.log, ...webhookDelivery });
  const ctx: AppContext = {
    config,
    database,
    db,
    log: app.log,
    mailer,
    secrets,
    events,
    webhooks,
    shopperDocs,
  };
  const authenticators: Authenticator[] = [
    apiKeyAuthenticator(config.adminApiKey),
    accessTokenAuthenticator(db),
    staffAuthenticator(db, config),
    appKeyAuthenticator(db),
  ];
  app.addHook('onClose', async () => mailer.close());
  attachEventDispatcher(app, events);
  attachWebhookDeliverer(app, webhooks);
  attachOutboxPruning(app, db, outboxRetention(config));
  attachCartSweep(app, db, config.visitorCartDays);
  attachHoldSweep(app, db, config.stockHoldSweepSeconds * 1000);
  attachIdempotencyPruning(app, db);
  attachUnpaidOrderSweep(app, ctx);
  attachCountFolding(app, db, { vacuum: database.kind === 'pglite' });
  if (backInStockSweep !== false)
    attachBackInStockSweep(app, db, { config, mailer, log: app.log }, backInStockSweep);
  const table = routeTable(ctx);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-wix-request-id', request.id);
  });
  installErrorHandling(app);
  installRequestBodies(app);
  installMethodOverride(app);
  installControlCharacters(app);
  installFiniteNumbers(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier commerce API',
        version: '0.1.0',
        description:
          'REST paths of the store specification, section 7; also served under the Wix Headless prefixes.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  mountRouteTable(app, table, authenticators, AREA_PREFIXES);

  return Object.assign(app, {
    ctx,
    routeTable: table,
    compileSchemas: compilers.compileAll,
  }) as unknown as App;
}
