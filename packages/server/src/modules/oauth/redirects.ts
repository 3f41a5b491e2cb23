import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config, OAuthClient } from '../../config';
import type { Db } from '../../db/open';
import { oneTimeTokens, redirectSessions } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { hashToken } from '../../lib/crypto';
import { productPagePath, shopPageUrl } from '../../lib/shop-pages';
import { findClient, requireClient } from './clients';
import { loginPage, webMessagePage, type Page } from './pages';
import {
  fragmentRedirect,
  isS256Challenge,
  postFlowUrlAllowed,
  redirectUriAllowed,
  REDIRECT_SESSION_TTL_MS,
} from './rules';
import { issueCode } from './service';
import { revokeSession } from './tokens';
import { readShopName } from '../shop-settings';

export interface AuthRequest {
  clientId: string;
  codeChallenge?: string | undefined;
  codeChallengeMethod?: string | undefined;
  responseMode?: string | undefined;
  responseType?: string | undefined;
  scope?: string | undefined;
  state?: string | undefined;
  sessionToken?: string | undefined;
  redirectUri?: string | undefined;
  idp?: string | undefined;
}

export interface RedirectSessionBody {
  auth?: { authRequest: AuthRequest; prompt?: string | undefined } | undefined;
  login?: Record<string, unknown> | undefined;
  logout?: { clientId?: string | undefined } | undefined;
  ecomCheckout?: { checkoutId: string } | undefined;
  storesProduct?: { productSlug: string } | undefined;
  bookingsCheckout?: unknown;
  eventsCheckout?: unknown;
  paidPlansCheckout?: unknown;
  bookingsBook?: unknown;
  callbacks?: { postFlowUrl?: string | undefined; thankYouPageUrl?: string | undefined } | undefined;
  preferences?: unknown;
}

const badRequest = (code: string, message: string) => new AppError(400, code, message);
const NOT_SOLD: Record<string, string> = {
  bookingsCheckout: 'bookings',
  bookingsBook: 'bookings',
  eventsCheckout: 'event tickets',
  paidPlansCheckout: 'paid plans',
};

/** Any registered client may name a post-flow URL on its own origins; the storefront always can. */
function allowedPostFlow(config: Config, url: string | undefined, client?: OAuthClient): string | undefined {
  if (!url) return undefined;
  const clients = client ? [client] : config.oauthClients;
  if (!clients.some((c) => postFlowUrlAllowed(c, url)))
    throw badRequest('INVALID_POST_FLOW_URL', 'The post-flow URL is not registered for this client');
  return url;
}

function checkAuthRequest(config: Config, request: AuthRequest): OAuthClient {
  const client = requireClient(config.oauthClients, request.clientId);
  if (request.idp) throw badRequest('SSO_NOT_CONFIGURED', 'Single sign-on is not configured for this shop');
  if ((request.responseType ?? 'code') !== 'code')
    throw badRequest('UNSUPPORTED_RESPONSE_TYPE', 'responseType must be code');
  if (request.scope !== undefined && request.scope !== 'offline_access')
    throw badRequest('INVALID_SCOPE', 'scope must be offline_access');
  if (!request.codeChallenge)
    throw badRequest('CODE_CHALLENGE_REQUIRED', 'A PKCE codeChallenge (S256) is required');
  if (request.codeChallengeMethod !== 'S256')
    throw badRequest('UNSUPPORTED_CHALLENGE_METHOD', 'codeChallengeMethod must be S256 (plain is refused)');
  if (!isS256Challenge(request.codeChallenge))
    throw badRequest('INVALID_CODE_CHALLENGE', 'codeChallenge must be a base64url SHA-256 digest');
  const mode = request.responseMode ?? 'fragment';
  if (mode !== 'fragment' && mode !== 'web_message')
    throw badRequest('UNSUPPORTED_RESPONSE_MODE', 'responseMode must be fragment or web_message');
  if (mode === 'fragment' && !request.redirectUri)
    throw badRequest('REDIRECT_URI_REQUIRED', 'The fragment response mode needs a redirectUri');
  if (request.redirectUri && !redirectUriAllowed(client, request.redirectUri)) {
    throw badRequest('INVALID_REDIRECT_URI', 'redirectUri is not registered for this client');
  }
  return client;
}

/** POST /v1/redirect-session: one kind per call; pages of this server or of the storefront. */
export async function createRedirectSession(
  db: Db,
  config: Config,
  caller: Caller,
  body: RedirectSessionBody,
) {
  const kinds = Object.keys(body).filter(
    (k) => k !== 'callbacks' && k !== 'preferences' && body[k as keyof RedirectSessionBody] !== undefined,
  );
  if (kinds.length !== 1) throw badRequest('ONE_KIND_REQUIRED', 'Give exactly one kind of redirect session');
  const kind = kinds[0]!;
  if (NOT_SOLD[kind]) throw badRequest('NOT_SUPPORTED', `This shop does not sell ${NOT_SOLD[kind]}`);
  const session = (id: string, fullUrl: string, sessionToken?: string) => ({
    redirectSession: {
      id,
      fullUrl,
      urlDetails: {
        endpoint: fullUrl.split('?')[0]!,
        searchParams: Object.fromEntries(new URL(fullUrl).searchParams),
      },
      ...(sessionToken ? { sessionToken } : {}),
    },
  });
  if (kind === 'ecomCheckout' || kind === 'storesProduct') {
    const url =
      kind === 'ecomCheckout'
        ? `${config.storefrontUrl}/checkout?checkoutId=${encodeURIComponent(body.ecomCheckout!.checkoutId)}`
        : shopPageUrl(config.storefrontUrl, productPagePath(body.storesProduct!.productSlug)).url;
    return session(crypto.randomUUID(), url);
  }
  let request: Record<string, unknown> = {};
  let clientId: string | undefined;
  let callerSessionId: string | undefined;
  if (kind === 'auth') {
    const auth = body.auth!.authRequest;
    clientId = checkAuthRequest(config, auth).clientId;
    const { sessionToken, ...rest } = auth;
    request = {
      ...rest,
      prompt: body.auth!.prompt,
      ...(sessionToken ? { sessionTokenHash: hashToken(sessionToken) } : {}),
      // The visitor logging in: their cart becomes the member's when the code is exchanged.
      ...(caller.role === 'visitor' && caller.subjectId ? { visitorSubjectId: caller.subjectId } : {}),
    };
  } else if (kind === 'logout') {
    const client = body.logout!.clientId
      ? requireClient(config.oauthClients, body.logout!.clientId)
      : undefined;
    clientId = client?.clientId ?? caller.clientId;
    request = { postFlowUrl: allowedPostFlow(config, body.callbacks?.postFlowUrl, client) };
    callerSessionId = caller.sessionId;
  } else {
    request = { postFlowUrl: allowedPostFlow(config, body.callbacks?.postFlowUrl) };
  }
  const [row] = await db
    .insert(redirectSessions)
    .values({
      kind,
      clientId: clientId ?? null,
      request,
      callerSessionId: callerSessionId ?? null,
      expiresAt: new Date(Date.now() + REDIRECT_SESSION_TTL_MS),
    })
    .returning({ id: redirectSessions.id });
  const fullUrl = `${config.publicUrl}/v1/redirect-session/${row!.id}/continue`;
  return session(row!.id, fullUrl, body.auth?.authRequest.sessionToken);
}

export type Continuation = { redirect: string } | { page: Page };

async function liveSession(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(redirectSessions)
    .where(
      and(
        eq(redirectSessions.id, id),
        isNull(redirectSessions.usedAt),
        gt(redirectSessions.expiresAt, new Date()),
      ),
    );
  if (!row) throw notFound('Redirect session', id);
  return row;
}

/** GET {fullUrl}: hands back a code, shows the hosted login page, or ends a session. */
export async function continueRedirectSession(db: Db, config: Config, id: string): Promise<Continuation> {
  const row = await liveSession(db, id);
  const back = (row.request.postFlowUrl as string | undefined) ?? config.storefrontUrl;
  if (row.kind === 'logout') {
    await db.update(redirectSessions).set({ usedAt: new Date() }).where(eq(redirectSessions.id, id));
    if (row.callerSessionId) await revokeSession(db, row.callerSessionId);
    return { redirect: back };
  }
  if (row.kind === 'login') return { page: loginPage(await readShopName(db, config), id) };
  const request = row.request as unknown as AuthRequest & {
    sessionTokenHash?: string;
    prompt?: string;
    visitorSubjectId?: string;
  };
  const client = findClient(config.oauthClients, row.clientId ?? undefined)!;
  const answer = (message: Record<string, string>): Continuation =>
    request.responseMode === 'web_message'
      ? { page: webMessagePage(client.origins, message) }
      : { redirect: fragmentRedirect(request.redirectUri!, message) };
  const state = request.state ?? '';
  if (!request.sessionTokenHash) {
    if (request.prompt === 'none')
      return answer({ error: 'login_required', error_description: 'No session token', state });
    return { page: loginPage(await readShopName(db, config), id) };
  }
  return db.transaction(async (tx) => {
    await tx.update(redirectSessions).set({ usedAt: new Date() }).where(eq(redirectSessions.id, id));
    const [token] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, request.sessionTokenHash!),
          eq(oneTimeTokens.purpose, 'SESSION'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!token)
      return answer({
        error: 'login_required',
        error_description: 'The session token is invalid or used',
        state,
      });
    const code = await issueCode(tx, {
      clientId: client.clientId,
      identityId: token.identityId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge!,
      visitorSubjectId: request.visitorSubjectId,
    });
    return answer({ code, state });
  });
}

/** POST /v1/redirect-session/{id}/session: the hosted login page hands over the session token it got. */
export async function attachSessionToken(db: Db, config: Config, id: string, sessionToken: string) {
  const row = await liveSession(db, id);
  if (row.kind === 'login') {
    return { url: (row.request.postFlowUrl as string | undefined) ?? config.storefrontUrl };
  }
  if (row.kind !== 'auth') throw notFound('Redirect session', id);
  await db
    .update(redirectSessions)
    .set({ request: { ...row.request, sessionTokenHash: hashToken(sessionToken) } })
    .where(eq(redirectSessions.id, id));
  return { url: `${config.publicUrl}/v1/redirect-session/${id}/continue` };
}
