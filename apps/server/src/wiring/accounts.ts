// Composition of accounts, in two parts because the kk lock and the chat come between them: first the users and
// their sessions, which nearly every feature takes; then sign-in (SMS codes, logins), what the logins and
// getUserInfo answer of the user, and account deletion, with their routes.
import { accountRoutes } from '../features/account/account.routes.ts';
import { AccountService } from '../features/account/account.service.ts';
import type { ChatService } from '../features/chat/chat.service.ts';
import type { FileService } from '../features/file/file.service.ts';
import type { KkLockService } from '../features/kklock/kklock.service.ts';
import { loginRoutes } from '../features/login/login.routes.ts';
import { LoginService } from '../features/login/login.service.ts';
import { SessionRepository } from '../features/session/session.repository.ts';
import { SessionService } from '../features/session/session.service.ts';
import { SmsRepository } from '../features/sms/sms.repository.ts';
import { smsRoutes } from '../features/sms/sms.routes.ts';
import { SmsService } from '../features/sms/sms.service.ts';
import { UserRepository } from '../features/user/user.repository.ts';
import { userRoutes } from '../features/user/user.routes.ts';
import { type OwnUserInfo, UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Limiter } from '../platform/limiter/limiter.ts';
import type { ConsoleSms } from '../platform/sms/console-sms.ts';
import type { SmsSender } from '../platform/sms/sms.ts';
import type { Platform } from './platform.ts';

/** The users and their sessions; their routes are sign-in's (buildSignIn). */
export function buildUsers({ config, transactions, events, clock }: Platform) {
  const users = new UserService(new UserRepository(transactions), clock, events);
  const sessions = new SessionService({
    repository: new SessionRepository(transactions),
    users,
    standing: users,
    transactions,
    events,
    clock,
    ttlMs: config.sessionTtlMs,
  });
  return { users, sessions };
}

export interface SignInDeps extends Platform {
  users: UserService;
  sessions: SessionService;
  files: FileService;
  kkLock: KkLockService;
  chat: ChatService;
  limiter: Limiter;
  sender: SmsSender;
  /** The development sender, whose last codes a route shows outside production; null otherwise. */
  consoleSms: ConsoleSms | null;
}

export function buildSignIn(deps: SignInDeps) {
  const { server, config, transactions, events, clock, users, sessions, files, kkLock, chat, limiter } = deps;
  const log = server.log;
  // getUserInfo and the logins' answers: the user's fields, their kk lock's, and what they call its partner.
  const userInfo: OwnUserInfo = { info: (userId) => kkLock.userInfo(userId, chat) };
  const sms = new SmsService({
    repository: new SmsRepository(transactions),
    sender: deps.sender,
    limiter,
    clock,
    config,
    log,
  });
  const login = new LoginService({
    sms,
    users,
    userInfo,
    sessions,
    limiter,
    clock,
    attemptsPerHour: config.loginAttemptsPerHour,
  });
  // Account deletion: the features erase their rows on `account.deleting`.
  const accounts = new AccountService({ users, sms, passwords: login, sessions, files, events, transactions, log });
  return {
    userInfo,
    registerRoutes(options: RouteOptions) {
      smsRoutes(server, options, sms, config.env === 'production' ? null : deps.consoleSms);
      loginRoutes(server, options, login);
      userRoutes(server, options, users, userInfo);
      accountRoutes(server, options, accounts);
    },
  };
}
