// Security headers on every answer (the SPA, its assets, the API, uploaded files, errors and 404s alike):
// a Content-Security-Policy that forbids framing and foreign code (on API answers, anything at all), no MIME
// sniffing, a referrer that never leaves with a path. What each directive allows and why:
// docs/decisions/0019-security-headers.md.
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /**
   * Origins a form may be posted to besides this one: the payment gateway (the web app submits the order
   * string as a hidden form to it). The development sandbox gateway is served on this origin.
   */
  formActions?: readonly string[];
  /**
   * Sign in with Apple is configured: the web app loads Apple's script (on tap of its button) and Apple's popup
   * posts the result back through window.opener, which `cross-origin-opener-policy: same-origin` would cut.
   * Without it, none of Apple's origins is allowed.
   */
  appleSignIn?: boolean;
}

/** Where Sign in with Apple JS comes from, and where its popup and token calls go. */
export const APPLE_SCRIPT_ORIGIN = 'https://appleid.cdn-apple.com';
export const APPLE_ID_ORIGIN = 'https://appleid.apple.com';

/** The production Alipay gateway (openapi.alipay.com/gateway.do); its sandbox lives on another host. */
export const ALIPAY_GATEWAY_ORIGINS = ['https://openapi.alipay.com', 'https://openapi-sandbox.dl.alipaydev.com'];

export function contentSecurityPolicy(
  { formActions = [], appleSignIn = false }: SecurityHeaderOptions = {},
  { inlineStyles = false }: { inlineStyles?: boolean } = {},
): string {
  const apple = (...origins: string[]) => (appleSignIn ? origins : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...apple(APPLE_SCRIPT_ORIGIN)],
    // No 'unsafe-inline': React and antd-mobile set styles through the CSSOM (element.style), which CSP does
    // not govern; only style="" in markup and <style> elements would need it, and none is written (the whole
    // Playwright suite runs under this policy without a report).
    // The operators' console (under /console/) is the one exception: Ant Design writes its styles into <style>
    // elements at run time (CSS-in-JS), so its documents allow inline styles; scripts stay 'self' only (ADR 0089).
    'style-src': inlineStyles ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // data: for inline SVG and canvas exports, blob: for the previews of picked files before upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    // 'self' covers same-origin ws: and wss: (CSP level 3): the chat socket at /ws/chat. blob: for the image
    // cache, which reads a picked file's preview back.
    'connect-src': ["'self'", 'blob:', ...apple(APPLE_ID_ORIGIN)],
    'frame-src': ["'self'", ...apple(APPLE_ID_ORIGIN)],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formActions],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * What a JSON answer of the API needs (OWASP's REST Security Cheat Sheet): it is never a document, so its policy
 * allows nothing at all, and no framing. The document's long policy, its opener and permissions policies only
 * govern documents; on every API answer they were 700 bytes more to write and to validate.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const always = {
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // Hash routing keeps screens out of any referrer; other sites get the origin only.
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const api = { 'content-security-policy': API_CONTENT_SECURITY_POLICY, ...always };
  const documents = {
    'content-security-policy': contentSecurityPolicy(options),
    ...always,
    'cross-origin-opener-policy': options.appleSignIn ? 'same-origin-allow-popups' : 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  const consoleDocuments = {
    ...documents,
    'content-security-policy': contentSecurityPolicy(options, { inlineStyles: true }),
  };
  // onRequest, not onSend: the headers are then on the reply before any handler, hook or error handler runs,
  // so not-found answers, refusals of the rate limit and streamed files carry them too. The route matched (not
  // the path as sent) says whether the answer is the API's; anything else, a 404 too, gets the document's.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    reply.headers(route?.startsWith('/api/') ? api : route?.startsWith('/console') ? consoleDocuments : documents);
    done();
  });
}
