// Talking to the real app over HTTP: one user signed up through the API, as a newcomer would.

export interface Envelope {
  code: number;
  msg: string;
  data?: { token?: string; list?: Array<{ code?: string }> } | null;
}

/** Signs one user up through the API: sendSms, the dev outbox, loginByPhone (-2001), then with a password. */
export async function signUp(port: number): Promise<string> {
  const phone = '13800138000';
  const sent = (await (await post(port, '/api/sms/sendSms', { phone, type: 1 })).json()) as Envelope;
  if (sent.code !== 0) throw new Error(`sendSms answered ${sent.code} ${sent.msg}`);
  const outbox = (await (
    await fetch(`http://127.0.0.1:${port}/api/dev/smsOutbox?phone=${phone}`, { headers: { platform: 'h5' } })
  ).json()) as Envelope;
  const code = outbox.data?.list?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`no code in the outbox: ${JSON.stringify(outbox)}`);
  const first = (await (await post(port, '/api/login/loginByPhone', { phone, code })).json()) as Envelope;
  if (first.code !== -2001) throw new Error(`loginByPhone without a password answered ${first.code} ${first.msg}`);
  const created = (await (
    await post(port, '/api/login/loginByPhone', { phone, code, password: 'bench-secret-1' })
  ).json()) as Envelope;
  const token = created.data?.token;
  if (created.code !== 0 || typeof token !== 'string') {
    throw new Error(`loginByPhone with a password answered ${created.code} ${created.msg}`);
  }
  return token;
}

export function post(port: number, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'h5', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
}
