import { describe, expect, it } from 'vitest';
import type { OAuthClient } from '../../config';
import {
  fragmentRedirect,
  isS256Challenge,
  pkceMatches,
  postFlowUrlAllowed,
  redirectUriAllowed,
  s256,
  verifierProblem,
} from './rules';

const client: OAuthClient = {
  clientId: 'web',
  origins: ['https://shop.example'],
  redirectUris: ['https://shop.example/auth/callback'],
  refreshTokens: 'rotate',
};

describe('PKCE', () => {
  it('matches the RFC 7636 appendix B vector', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(pkceMatches('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', verifier)).toBe(true);
    expect(pkceMatches('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', `${verifier.slice(0, -1)}l`)).toBe(
      false,
    );
  });

  it('applies the spec verifier rules', () => {
    expect(verifierProblem('a'.repeat(42))).toBe('Expected a length between 43 and 128. Received 42.');
    expect(verifierProblem('a'.repeat(129))).toBe('Expected a length between 43 and 128. Received 129.');
    expect(verifierProblem('a'.repeat(43))).toBeUndefined();
    expect(verifierProblem(`${'a'.repeat(42)}~`)).toBeUndefined();
    expect(verifierProblem(`${'a'.repeat(42)}+`)).toMatch(/characters/);
    // A plain challenge (the verifier itself) is refused: it is not a 43-character digest... unless it happens to be.
    expect(isS256Challenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(isS256Challenge('short')).toBe(false);
  });
});

describe('redirects', () => {
  it('accepts registered redirect URIs exactly, never by prefix', () => {
    expect(redirectUriAllowed(client, 'https://shop.example/auth/callback')).toBe(true);
    expect(redirectUriAllowed(client, 'https://shop.example/auth/callback/')).toBe(false);
    expect(redirectUriAllowed(client, 'https://shop.example/auth/callback?x=1')).toBe(false);
  });

  it('allows post-flow URLs on the client origins only', () => {
    expect(postFlowUrlAllowed(client, 'https://shop.example/account')).toBe(true);
    expect(postFlowUrlAllowed(client, 'https://evil.example/')).toBe(false);
    expect(postFlowUrlAllowed(client, 'javascript:alert(1)')).toBe(false);
    expect(postFlowUrlAllowed(client, '//evil.example')).toBe(false);
  });

  it('puts code and state in the fragment', () => {
    expect(fragmentRedirect('https://a.example/cb#old', { code: 'c 1', state: 's' })).toBe(
      'https://a.example/cb#code=c+1&state=s',
    );
  });
});
