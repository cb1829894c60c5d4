// Sign in with Apple (SPEC §2; DESIGN §3): a nonce of ours, used once, and an identity token whose signature,
// issuer, audience, expiry and nonce platform/pay/apple-identity.ts checks.
import { randomBytes } from 'node:crypto';
import { CODE, type LoginResult } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AppleIdentityVerifier } from '../../platform/pay/apple-identity.ts';
import type { ProviderAccounts } from './provider-accounts.ts';
import type { ProviderLoginRepository } from './provider-login.repository.ts';

const NONCE_TTL_MS = 10 * 60_000;

export interface AppleLoginDeps {
  repository: ProviderLoginRepository;
  accounts: ProviderAccounts;
  /** Null when APPLE_CLIENT_ID is not set. */
  verifier: AppleIdentityVerifier | null;
  clientId: string;
  redirectUri: string;
  clock: Clock;
}

export class AppleLoginService {
  readonly #deps: AppleLoginDeps;
  constructor(deps: AppleLoginDeps) {
    this.#deps = deps;
  }

  get enabled(): boolean {
    return this.#deps.verifier !== null;
  }

  async nonce(): Promise<{ nonce: string; clientId: string; redirectURI: string }> {
    const { verifier, repository, clock, clientId, redirectUri } = this.#deps;
    if (!verifier) throw new AppError(CODE.appleLoginUnavailable);
    const nonce = randomBytes(18).toString('base64url');
    const now = clock.now();
    await repository.addAppleNonce(nonce, now + NONCE_TTL_MS, now);
    return { nonce, clientId, redirectURI: redirectUri };
  }

  /** The nonce is used up first, whatever the token: a refused token cannot be tried again with it. */
  async login(identityToken: string, nonce: string): Promise<LoginResult> {
    const { verifier, repository, accounts, clock } = this.#deps;
    if (!verifier) throw new AppError(CODE.appleLoginUnavailable);
    const now = clock.now();
    if (!(await repository.takeAppleNonce(nonce, now))) throw new AppError(CODE.appleTokenInvalid);
    const identity = await verifier.verify(identityToken, nonce, now);
    if (!identity) throw new AppError(CODE.appleTokenInvalid);
    return accounts.session(await accounts.userFor('apple', identity.subject));
  }
}
