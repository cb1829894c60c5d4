// Operators (issue 23; docs/decisions/0086-operator-console.md): people who run the console, not members. Added,
// listed, disabled and reset by an admin in the console or by `npm run operator` in a shell (the same methods);
// each change is audited. Adding and resetting answer a one-time password and a fresh TOTP secret, shown once.
import { randomBytes } from 'node:crypto';
import { CODE, type OperatorRole } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword } from '../../platform/crypto.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newTotpSecret, otpauthUri } from '../../platform/totp.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ConsoleSessionRepository } from './console-session.repository.ts';
import type { OperatorRepository, OperatorRow } from './operator.repository.ts';

/** The issuer an authenticator app shows beside the operator's name. */
export const TOTP_ISSUER = 'KK';
/** Who did it, in the audit log: an operator's id, or 0 for the `operator` command in a shell. */
export const COMMAND_LINE = 0;

export interface OperatorSecret {
  name: string;
  /** The one-time password, to be changed before the first login. */
  password: string;
  otpauth: string;
}

export interface OperatorListRow {
  id: number;
  name: string;
  role: OperatorRole;
  status: OperatorRow['status'];
  create_time: number;
  last_login_time: number;
}

export interface OperatorServiceDeps {
  repository: OperatorRepository;
  sessions: ConsoleSessionRepository;
  audit: AuditService;
  transactions: Transactions;
  clock: Clock;
}

export class OperatorService {
  readonly #deps: OperatorServiceDeps;

  constructor(deps: OperatorServiceDeps) {
    this.#deps = deps;
  }

  async add(by: number, name: string, role: OperatorRole): Promise<OperatorSecret & { id: number }> {
    const { repository, audit, transactions, clock } = this.#deps;
    const password = oneTimePassword();
    const secret = newTotpSecret();
    const passwordHash = await hashPassword(password);
    return transactions.run(async () => {
      const row = await repository.insert({
        name,
        role,
        password_hash: passwordHash,
        totp_secret: secret,
        create_time: clock.now(),
      });
      if (!row) throw new AppError(CODE.operatorNameTaken);
      await audit.record({ operatorId: by, action: 'operatorAdd', detail: detailOf(row) });
      return { id: row.id, name, password, otpauth: otpauthUri(TOTP_ISSUER, name, secret) };
    });
  }

  async list(): Promise<OperatorListRow[]> {
    return (await this.#deps.repository.all()).map(listRowOf);
  }

  async byName(name: string): Promise<OperatorRow> {
    const row = await this.#deps.repository.byName(name);
    if (!row) throw new AppError(CODE.operatorNotFound);
    return row;
  }

  /** Disables an operator (never oneself): their sessions end at once, and they cannot log in until reset. */
  async disable(by: number, id: number): Promise<void> {
    if (id === by) throw new AppError(CODE.notYourself);
    const { repository, sessions, audit, transactions } = this.#deps;
    await transactions.run(async () => {
      const row = await repository.byId(id);
      if (!row) throw new AppError(CODE.operatorNotFound);
      await repository.setStatus(id, 'disabled');
      await sessions.deleteByOperator(id);
      await audit.record({ operatorId: by, action: 'operatorDisable', detail: detailOf(row) });
    });
  }

  /**
   * A new one-time password and TOTP secret for a lost password or authenticator; enables a disabled operator.
   * Their sessions end: whoever holds the old secret is out.
   */
  async reset(by: number, id: number): Promise<OperatorSecret> {
    const { repository, sessions, audit, transactions } = this.#deps;
    const password = oneTimePassword();
    const secret = newTotpSecret();
    const passwordHash = await hashPassword(password);
    return transactions.run(async () => {
      const row = await repository.reset(id, passwordHash, secret);
      if (!row) throw new AppError(CODE.operatorNotFound);
      await sessions.deleteByOperator(id);
      await audit.record({ operatorId: by, action: 'operatorReset', detail: detailOf(row) });
      return { name: row.name, password, otpauth: otpauthUri(TOTP_ISSUER, row.name, secret) };
    });
  }
}

/** 96 random bits, 16 characters: well past CONSOLE.passwordMin, typed once. */
function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** The operator changed, as the audit log's detail names them. */
function detailOf(row: OperatorRow): string {
  return JSON.stringify({ operatorId: row.id, name: row.name, role: row.role });
}

function listRowOf(row: OperatorRow): OperatorListRow {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    status: row.status,
    create_time: row.create_time,
    last_login_time: row.last_login_time,
  };
}
