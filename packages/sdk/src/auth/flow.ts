/**
 * The OAuth authorization-code flow with PKCE (spec sections 5 and 7, DESIGN.md section 4): a redirect
 * session of kind `auth`, a page that hands back `{ code, state }`, and the code exchange.
 */
import type { RequestFn, FetchFn } from '../transport';
import { invalidState, memberTokensFailed, missingCodeOrState } from './errors';
import { codeChallenge, generateCodeVerifier, randomState } from './pkce';
import { tokensFrom, type Tokens } from './tokens';
import { webMessageFlow, type FrameWindow } from './web-message';
import { redirectSessionCall, requestTokens, type RedirectSession } from './wire';

export interface OAuthData {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
  /** Where the page sends the browser back to (fragment mode); empty for web_message. */
  redirectUri: string;
  /** Where the person was before logging in, for the app to return to. */
  originalUri: string;
}

export type ResponseMode = 'fragment' | 'web_message';

export interface AuthUrlOptions {
  responseMode?: ResponseMode;
  /** `none`: answer at once (an error when there is no session token), never show a login page. */
  prompt?: 'login' | 'none' | 'consent';
  /** A session token of a proven login (direct login). */
  sessionToken?: string;
}

export interface CallbackParams {
  code: string | null;
  state: string | null;
  error?: string;
  errorDescription?: string;
}

export interface FlowContext {
  readonly clientId: string;
  readonly request: RequestFn;
  readonly fetch: FetchFn;
}

export async function generateOAuthData(redirectUri: string, originalUri = ''): Promise<OAuthData> {
  const codeVerifier = generateCodeVerifier();
  return {
    state: randomState(),
    codeVerifier,
    codeChallenge: await codeChallenge(codeVerifier),
    redirectUri,
    originalUri,
  };
}

export async function createAuthSession(
  ctx: FlowContext,
  oauthData: OAuthData,
  options: AuthUrlOptions = {},
): Promise<RedirectSession> {
  const authRequest = {
    clientId: ctx.clientId,
    codeChallenge: oauthData.codeChallenge,
    codeChallengeMethod: 'S256',
    responseMode: options.responseMode ?? 'fragment',
    responseType: 'code',
    scope: 'offline_access',
    state: oauthData.state,
    ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
    ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
  };
  const { redirectSession } = await redirectSessionCall(ctx.request, {
    auth: { authRequest, ...(options.prompt ? { prompt: options.prompt } : {}) },
  });
  return redirectSession;
}

/** `code`, `state` and a possible `error` from the fragment of a callback URL. */
export function parseCallback(url: string): CallbackParams {
  const params = new URLSearchParams(new URL(url).hash.slice(1));
  const error = params.get('error');
  const description = params.get('error_description');
  return {
    code: params.get('code'),
    state: params.get('state'),
    ...(error ? { error } : {}),
    ...(error && description ? { errorDescription: description } : {}),
  };
}

/** The member-token exchange: needs both a code and a state, and the state must be the stored one. */
export async function exchangeCode(
  ctx: FlowContext,
  code: string | null | undefined,
  state: string | null | undefined,
  oauthData: OAuthData,
): Promise<Tokens> {
  if (!code || !state) throw missingCodeOrState();
  if (state !== oauthData.state) throw invalidState();
  try {
    const answer = await requestTokens(ctx.request, {
      clientId: ctx.clientId,
      grantType: 'authorization_code',
      code,
      codeVerifier: oauthData.codeVerifier,
      ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
    });
    return tokensFrom(answer, 'member');
  } catch (cause) {
    throw memberTokensFailed(cause);
  }
}

const refused = (answer: { error?: string; error_description?: string; errorDescription?: string }) =>
  missingCodeOrState({
    applicationError: {
      code: answer.error ?? 'NO_CODE',
      description: answer.error_description ?? answer.errorDescription ?? '',
      data: {},
    },
  });

/** Browser: web_message through a hidden iframe. */
export async function directLoginInFrame(
  ctx: FlowContext,
  sessionToken: string,
  win: FrameWindow,
  timeoutMs: number,
): Promise<Tokens> {
  const oauthData = await generateOAuthData('');
  const session = await createAuthSession(ctx, oauthData, {
    responseMode: 'web_message',
    prompt: 'none',
    sessionToken,
  });
  const answer = await webMessageFlow(win, session.fullUrl, oauthData.state, timeoutMs);
  if (!answer.code) throw refused(answer);
  return exchangeCode(ctx, answer.code, answer.state, oauthData);
}

/**
 * Outside a browser: fragment mode to a registered redirect URI; the page's 302 is read instead of
 * followed, and its fragment holds the code.
 */
export async function directLoginByRedirect(
  ctx: FlowContext,
  sessionToken: string,
  redirectUri: string,
): Promise<Tokens> {
  const oauthData = await generateOAuthData(redirectUri);
  const session = await createAuthSession(ctx, oauthData, {
    responseMode: 'fragment',
    prompt: 'none',
    sessionToken,
  });
  const page = await ctx.fetch(session.fullUrl, { method: 'GET', redirect: 'manual' });
  // Not awaited: under Next.js' patched fetch, awaiting the cancel of a redirect body can wait forever.
  page.body?.cancel().catch(() => undefined);
  const location = page.headers.get('location');
  if (!location) throw refused({ error: `HTTP_${page.status}` });
  const answer = parseCallback(new URL(location, session.fullUrl).toString());
  if (!answer.code) throw refused(answer);
  return exchangeCode(ctx, answer.code, answer.state, oauthData);
}
