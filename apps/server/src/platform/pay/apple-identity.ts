// Sign in with Apple: the identity token (a JWT) is checked with `jose` against Apple's published keys (JWKS),
// issuer, audience (our client id), expiry and the nonce we handed out. Tests point APPLE_JWKS_URL at a local
// key set. docs/decisions/0028-alipay-apple-and-one-tap-login.md.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export const APPLE_ISSUER = 'https://appleid.apple.com';

export interface AppleIdentity {
  /** Apple's stable user id for this team. */
  subject: string;
}

export interface AppleIdentityVerifier {
  /** The identity behind a token, or null when anything about it is wrong. */
  verify(identityToken: string, nonce: string, now: number): Promise<AppleIdentity | null>;
}

export class JoseAppleVerifier implements AppleIdentityVerifier {
  readonly #clientId: string;
  readonly #keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(options: { clientId: string; jwksUrl: string }) {
    this.#clientId = options.clientId;
    // Cached and refreshed by jose when a token names a key id it has not seen (Apple rotates keys).
    this.#keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 10_000 });
  }

  async verify(identityToken: string, nonce: string, now: number): Promise<AppleIdentity | null> {
    try {
      const { payload } = await jwtVerify(identityToken, this.#keys, {
        issuer: APPLE_ISSUER,
        audience: this.#clientId,
        algorithms: ['RS256'],
        currentDate: new Date(now),
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
      });
      // Apple JS puts the nonce as given; native apps pass its SHA-256 (hex). Either binds the token to it.
      const claimed = payload.nonce;
      const hashed = createHash('sha256').update(nonce).digest('hex');
      if (claimed !== nonce && claimed !== hashed) return null;
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      return { subject: payload.sub };
    } catch {
      return null;
    }
  }
}
