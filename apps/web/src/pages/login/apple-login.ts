// Sign in with Apple on the web, loaded only when its button is tapped, and only shown when the
// server has Apple configured (getLoginConfig): Apple's script is fetched here, never on the login screen.
// The server issues a single-use nonce with the client id and redirect URI it expects, and checks the
// identity token (signature, issuer, audience, expiry, nonce).
import type { LoginResult } from '@kk/contract';
import { api } from '../../shared/api/api.ts';
import { appleScriptUrl, isAppleCancel } from './apple-script.ts';

interface AppleSignInResponse {
  authorization: { id_token: string; code: string; state?: string };
}

interface AppleIdAuth {
  init(config: {
    clientId: string;
    scope: string;
    redirectURI: string;
    state?: string;
    nonce: string;
    usePopup: boolean;
  }): void;
  signIn(): Promise<AppleSignInResponse>;
}

declare global {
  interface Window {
    AppleID?: { auth: AppleIdAuth };
  }
}

let loading: Promise<AppleIdAuth> | null = null;

function loadAppleScript(language: string): Promise<AppleIdAuth> {
  loading ??= new Promise<AppleIdAuth>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = appleScriptUrl(language);
    script.async = true;
    script.onload = () => (window.AppleID ? resolve(window.AppleID.auth) : reject(new Error('AppleID missing')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Sign in with Apple JS did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Runs Sign in with Apple in a pop-up and logs in with its identity token. */
export async function signInWithApple(language: string): Promise<LoginResult> {
  const { nonce, clientId, redirectURI } = await api.call('getAppleNonce', {}, { loading: true });
  const auth = await loadAppleScript(language);
  auth.init({ clientId, scope: 'name email', redirectURI, nonce, usePopup: true });
  let response: AppleSignInResponse;
  try {
    response = await auth.signIn();
  } catch (error) {
    if (isAppleCancel(error)) throw new DOMException('Sign in with Apple closed', 'AbortError');
    throw error;
  }
  return api.call('loginByApple', { identityToken: response.authorization.id_token, nonce }, { loading: true });
}
