import { randomBytes } from 'node:crypto';

/** Small HTML pages served at a redirect session's fullUrl. Pure: they only build text. */
export interface Page {
  html: string;
  csp: string;
}

const escapeHtml = (v: string) =>
  v.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON for a <script> block: no way to close the tag or open a comment. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * web_message: hands `{ code, state }` (or `{ error, state }`) to the parent window, posted only to the
 * client's registered origins; only those origins may frame the page.
 */
export function webMessagePage(origins: readonly string[], message: Record<string, string>): Page {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Signing in</title></head><body>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  var origins = ${scriptJson(origins)};
  var target = window.parent !== window ? window.parent : window.opener;
  if (!target) return;
  for (var i = 0; i < origins.length; i++) target.postMessage(message, origins[i]);
})();
</script></body></html>`;
  const ancestors = origins.length ? origins.join(' ') : "'none'";
  return { html, csp: `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors ${ancestors}` };
}

/**
 * The hosted login page: posts the form to POST /v2/login, then hands the session token to the redirect
 * session, which answers where to go next.
 */
export function loginPage(shopName: string, sessionId: string, basePath = ''): Page {
  const nonce = randomBytes(16).toString('base64');
  const shop = escapeHtml(shopName);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Log in — ${shop}</title>
<style nonce="${nonce}">body{font-family:Georgia,serif;background:#f6f3ee;color:#2b2622;display:flex;justify-content:center;padding:48px 12px}
form{background:#fff;border:1px solid #e7e0d6;padding:32px;width:100%;max-width:360px}label{display:block;margin:16px 0 4px}
input{width:100%;padding:10px;box-sizing:border-box}button{margin-top:24px;width:100%;padding:12px;background:#2b2622;color:#fff;border:0}
#error{color:#a4262c;min-height:1.2em;margin-top:12px}</style></head><body>
<form id="login"><h1>${shop}</h1><p>Log in to continue.</p>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button><p id="error" role="alert"></p></form>
<script nonce="${nonce}">
(function () {
  var form = document.getElementById('login');
  var error = document.getElementById('error');
  var base = ${scriptJson(basePath)};
  var sessionId = ${scriptJson(sessionId)};
  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) throw new Error(j.message || 'Login failed'); return j; }); });
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    error.textContent = '';
    post('/v2/login', { loginId: { email: form.email.value }, password: form.password.value })
      .then(function (answer) {
        if (answer.state !== 'SUCCESS') throw new Error(answer.state === 'REQUIRE_EMAIL_VERIFICATION'
          ? 'Confirm your email address in the shop first.' : 'Your account waits for the owner\\'s approval.');
        return post('/v1/redirect-session/' + sessionId + '/session', { sessionToken: answer.sessionToken });
      })
      .then(function (next) { window.location.assign(next.url); })
      .catch(function (err) { error.textContent = err.message; });
  });
})();
</script></body></html>`;
  return {
    html,
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'`,
  };
}
