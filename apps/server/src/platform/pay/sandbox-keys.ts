// The development Alipay sandbox's key pairs: the app's (signs order strings; the sandbox checks them) and the
// gateway's (signs notifications and answers; the app checks them). Made on first start into DATA_DIR, so
// instances sharing DATA_DIR share them and a restart keeps paying the same way. Never used in production
// (pay-config.ts refuses the sandbox there).
import { generateKeyPairSync } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The sandbox's made-up app id and merchant (seller) id; real ones start the same way. */
export const SANDBOX_APP_ID = '9021000100000001';
export const SANDBOX_SELLER_ID = '2088000000000001';
/** The sandbox gateway's path on this server (SDK-compatible name). */
export const SANDBOX_GATEWAY_PATH = '/sandbox/alipay/gateway.do';
export const SANDBOX_AUTHORIZE_PATH = '/sandbox/alipay/authorize';

export interface SandboxKeys {
  appPrivateKey: string;
  appPublicKey: string;
  gatewayPrivateKey: string;
  gatewayPublicKey: string;
}

export const SANDBOX_KEYS_FILE = 'alipay-sandbox-keys.json';

export function loadSandboxKeys(dataDir: string): SandboxKeys {
  const file = join(dataDir, SANDBOX_KEYS_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SandboxKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const app = rsaPair();
  const gateway = rsaPair();
  const keys: SandboxKeys = {
    appPrivateKey: app.privateKey,
    appPublicKey: app.publicKey,
    gatewayPrivateKey: gateway.privateKey,
    gatewayPublicKey: gateway.publicKey,
  };
  // Written whole under another name, then linked: link fails if another instance was first, and we read theirs.
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(temporary, JSON.stringify(keys), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as SandboxKeys;
  } finally {
    rmSync(temporary, { force: true });
  }
  return keys;
}

function rsaPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
