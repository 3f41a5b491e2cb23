/**
 * Direct login in a browser: the redirect session's page is loaded in a hidden iframe and posts
 * `{ code, state }` (or `{ error, state }`) to this window (response mode web_message).
 */
import { oauthFlowTimedOut } from './errors';

export interface MessageEventLike {
  origin: string;
  data: unknown;
}

export interface FrameElement {
  src: string;
  style: { display: string };
  setAttribute(name: string, value: string): void;
  remove(): void;
}

/** The part of `window` the flow uses; tests pass a fake. */
export interface FrameWindow {
  readonly document: {
    createElement(tagName: 'iframe'): FrameElement;
    readonly body: { appendChild(node: FrameElement): unknown };
  };
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

/** The browser window, when there is one. */
export function browserWindow(): FrameWindow | undefined {
  const candidate = (globalThis as { window?: Partial<FrameWindow> }).window;
  return candidate?.document && typeof candidate.addEventListener === 'function'
    ? (candidate as FrameWindow)
    : undefined;
}

/**
 * Loads `url` in a hidden iframe and answers the first message from the page's origin that carries
 * `state`; rejects with `OAuth flow timed out` after `timeoutMs`.
 */
export function webMessageFlow(
  win: FrameWindow,
  url: string,
  state: string,
  timeoutMs: number,
): Promise<Record<string, string>> {
  const origin = new URL(url).origin;
  return new Promise((resolve, reject) => {
    const iframe = win.document.createElement('iframe');
    const finish = () => {
      clearTimeout(timer);
      win.removeEventListener('message', listener);
      iframe.remove();
    };
    const listener = (event: MessageEventLike) => {
      const data = event.data;
      if (event.origin !== origin || typeof data !== 'object' || data === null) return;
      if ((data as { state?: unknown }).state !== state) return;
      finish();
      resolve(data as Record<string, string>);
    };
    const timer = setTimeout(() => {
      finish();
      reject(oauthFlowTimedOut());
    }, timeoutMs);
    win.addEventListener('message', listener);
    iframe.setAttribute('aria-hidden', 'true');
    iframe.setAttribute('title', 'login');
    iframe.style.display = 'none';
    iframe.src = url;
    win.document.body.appendChild(iframe);
  });
}
