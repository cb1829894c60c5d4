// Alipay's RSA2 signature rules, for the side the SDK does not cover: the sandbox gateway playing Alipay (it
// checks the app's requests and signs notifications and answers), and the tests that forge notifications.
// Content to sign: every non-empty field but `sign` (and `sign_type` for notifications), sorted by name,
// `name=value` joined with `&`; RSA with SHA-256, base64.
import { createSign, createVerify } from 'node:crypto';

function content(fields: Record<string, string>, omit: readonly string[]): string {
  return Object.keys(fields)
    .filter((name) => !omit.includes(name) && fields[name] !== '' && fields[name] !== undefined)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

/** A notification or return as Alipay signs it: without sign and sign_type. */
export function signNotification(fields: Record<string, string>, privateKey: string): Record<string, string> {
  const signed = { ...fields, sign_type: 'RSA2' };
  const sign = createSign('RSA-SHA256')
    .update(content(signed, ['sign', 'sign_type']), 'utf8')
    .sign(privateKey, 'base64');
  return { ...signed, sign };
}

/** A request as the SDK signs it (sign_type included): true when `sign` matches. */
export function verifyRequest(fields: Record<string, string>, publicKey: string): boolean {
  if (!fields.sign) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(content(fields, ['sign']), 'utf8')
      .verify(publicKey, fields.sign, 'base64');
  } catch {
    return false;
  }
}

/** An API answer as Alipay writes it: `{"<method>_response": {...}, "sign": "..."}`, signing the inner JSON text. */
export function signedResponse(method: string, body: object, privateKey: string): string {
  const key = `${method.replaceAll('.', '_')}_response`;
  const json = JSON.stringify(body);
  const sign = createSign('RSA-SHA256').update(json, 'utf8').sign(privateKey, 'base64');
  return `{"${key}":${json},"sign":"${sign}"}`;
}
