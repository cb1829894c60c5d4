// The error catalogue of SPEC §8. Codes are never reused; new ones are added at the end with a message key.
// Each code has the key of its default message in the shared catalogues (./i18n).

export const CODE = {
  ok: 0,
  notLoggedIn: 401,
  noSuchUser: -2001,
  wrongCode: -2002,
  codeExpired: -2003,
  wrongPassword: -2004,
  unregistered: -2008,
  smsError: -2100,
  paramsError: -2222,
  noKkLock: -520,
  // Added by this project (docs/api.md):
  notFound: 404,
  serverError: -1,
  tooManyRequests: -1029,
  passwordAlreadySet: -2005,
  notSupported: -2009,
  usernameTaken: -2010,
  fileTooLarge: -2301,
  fileTypeUnsupported: -2302,
  imageTooLarge: -2303,
  uploadQuotaExceeded: -2304,
  photoLimitReached: -2305,
  fileNotFound: -2306,
  notYourself: -2401,
  blocked: -2402,
} as const;

export type Code = (typeof CODE)[keyof typeof CODE];

/** The default message key of each code; a thrown error may carry a more precise key. */
export const CODE_MESSAGE_KEY: Record<Code, string> = {
  [CODE.ok]: 'code.ok',
  [CODE.notLoggedIn]: 'code.notLoggedIn',
  [CODE.noSuchUser]: 'code.noSuchUser',
  [CODE.wrongCode]: 'code.wrongCode',
  [CODE.codeExpired]: 'code.codeExpired',
  [CODE.wrongPassword]: 'code.wrongPassword',
  [CODE.unregistered]: 'code.unregistered',
  [CODE.smsError]: 'code.smsError',
  [CODE.paramsError]: 'code.paramsError',
  [CODE.noKkLock]: 'code.noKkLock',
  [CODE.notFound]: 'code.notFound',
  [CODE.serverError]: 'code.serverError',
  [CODE.tooManyRequests]: 'code.tooManyRequests',
  [CODE.passwordAlreadySet]: 'code.passwordAlreadySet',
  [CODE.notSupported]: 'code.notSupported',
  [CODE.usernameTaken]: 'code.usernameTaken',
  [CODE.fileTooLarge]: 'code.fileTooLarge',
  [CODE.fileTypeUnsupported]: 'code.fileTypeUnsupported',
  [CODE.imageTooLarge]: 'code.imageTooLarge',
  [CODE.uploadQuotaExceeded]: 'code.uploadQuotaExceeded',
  [CODE.photoLimitReached]: 'code.photoLimitReached',
  [CODE.fileNotFound]: 'code.fileNotFound',
  [CODE.notYourself]: 'code.notYourself',
  [CODE.blocked]: 'code.blocked',
};

/** The HTTP status that goes with a code; business refusals other than these travel as 200. */
export function httpStatusOf(code: number): number {
  switch (code) {
    case CODE.ok:
      return 200;
    case CODE.notLoggedIn:
      return 401;
    case CODE.paramsError:
      return 400;
    case CODE.notFound:
      return 404;
    case CODE.tooManyRequests:
      return 429;
    case CODE.serverError:
      return 500;
    default:
      return 200;
  }
}
