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
  // The square: -2500..-2599.
  updatesNotFound: -2501,
  commentNotFound: -2502,
  updatesEmpty: -2503,
  notYours: -2504,
  // Chat: -2600..-2699.
  messageIdInvalid: -2601,
  revokeExpired: -2602,
  messageNotFound: -2603,
  recipientLocked: -2604,
  emoteLimitReached: -2605,
  emoteNotFound: -2606,
  pushUnavailable: -2607,
  // Kk lock: -2700..-2799.
  kkLockSelfLocked: -2701,
  kkLockTargetLocked: -2702,
  kkLockNotPending: -2703,
  kkLockNotRecipient: -2704,
  kkLockNotApplicant: -2705,
  kkLockNotRevocable: -2706,
  // Payment and provider login: -2800..-2899.
  payPackageUnknown: -2801,
  payOrderNotFound: -2802,
  coinsNotEnough: -2803,
  vipPlanUnknown: -2804,
  vipRequired: -2805,
  payUnavailable: -2806,
  payGatewayError: -2807,
  alipayLoginUnavailable: -2811,
  alipayLoginExpired: -2812,
  alipayLoginDenied: -2813,
  appleLoginUnavailable: -2814,
  appleTokenInvalid: -2815,
  oneTapUnsupported: -2816,
  // Account deletion of an account without a phone (Alipay or Apple login): it confirms with its password.
  deletionNeedsPassword: -2011,
  // A dependency (the database, Redis) does not answer in time: HTTP 503, retry shortly (docs/operations.md).
  serviceBusy: -1030,
  // The file store refused a write: it is full, or it failed or is unreachable. Nothing of the upload is kept.
  storageFull: -2307,
  storageUnavailable: -2308,
  // The person a request names had their account deleted (not -2001, which says there is no such person, or a
  // block): show them as 已注销用户, with no trace of who they were (docs/api.md "A gone account").
  accountGone: -2012,
  // Moderation, as the member meets it: -2900..-2909 (docs/api.md "Moderation"). -2910..-2919 are member safety's.
  muted: -2901,
  suspended: -2902,
  banned: -2903,
  appealNotAllowed: -2904,
  appealAlreadySent: -2905,
  // Member safety: -2910..-2919 (docs/api.md "Member safety").
  newConversationLimit: -2911,
  awaitReply: -2912,
  messagePolicyRefused: -2913,
  verifyChallengeInvalid: -2914,
  verifyRetryLater: -2915,
  verifyPending: -2916,
  dataExportLimit: -2917,
  dataExportNotFound: -2918,
  // The operator console: -2920..-2939.
  operatorPasswordChange: -2921,
  operatorLoginFailed: -2922,
  operatorLocked: -2923,
  csrfInvalid: -2924,
  operatorForbidden: -2925,
  reportNotFound: -2926,
  operatorNameTaken: -2927,
  operatorNotFound: -2928,
  contentNotFound: -2929,
  verificationNotFound: -2930,
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
  [CODE.updatesNotFound]: 'code.updatesNotFound',
  [CODE.commentNotFound]: 'code.commentNotFound',
  [CODE.updatesEmpty]: 'code.updatesEmpty',
  [CODE.notYours]: 'code.notYours',
  [CODE.messageIdInvalid]: 'code.messageIdInvalid',
  [CODE.revokeExpired]: 'code.revokeExpired',
  [CODE.messageNotFound]: 'code.messageNotFound',
  [CODE.recipientLocked]: 'code.recipientLocked',
  [CODE.emoteLimitReached]: 'code.emoteLimitReached',
  [CODE.emoteNotFound]: 'code.emoteNotFound',
  [CODE.pushUnavailable]: 'code.pushUnavailable',
  [CODE.kkLockSelfLocked]: 'code.kkLockSelfLocked',
  [CODE.kkLockTargetLocked]: 'code.kkLockTargetLocked',
  [CODE.kkLockNotPending]: 'code.kkLockNotPending',
  [CODE.kkLockNotRecipient]: 'code.kkLockNotRecipient',
  [CODE.kkLockNotApplicant]: 'code.kkLockNotApplicant',
  [CODE.kkLockNotRevocable]: 'code.kkLockNotRevocable',
  [CODE.payPackageUnknown]: 'code.payPackageUnknown',
  [CODE.payOrderNotFound]: 'code.payOrderNotFound',
  [CODE.coinsNotEnough]: 'code.coinsNotEnough',
  [CODE.vipPlanUnknown]: 'code.vipPlanUnknown',
  [CODE.vipRequired]: 'code.vipRequired',
  [CODE.payUnavailable]: 'code.payUnavailable',
  [CODE.payGatewayError]: 'code.payGatewayError',
  [CODE.alipayLoginUnavailable]: 'code.alipayLoginUnavailable',
  [CODE.alipayLoginExpired]: 'code.alipayLoginExpired',
  [CODE.alipayLoginDenied]: 'code.alipayLoginDenied',
  [CODE.appleLoginUnavailable]: 'code.appleLoginUnavailable',
  [CODE.appleTokenInvalid]: 'code.appleTokenInvalid',
  [CODE.oneTapUnsupported]: 'login.oneTapUnsupported',
  [CODE.deletionNeedsPassword]: 'code.deletionNeedsPassword',
  [CODE.serviceBusy]: 'code.serviceBusy',
  [CODE.storageFull]: 'code.storageFull',
  [CODE.storageUnavailable]: 'code.storageUnavailable',
  [CODE.accountGone]: 'code.accountGone',
  [CODE.muted]: 'code.muted',
  [CODE.suspended]: 'code.suspended',
  [CODE.banned]: 'code.banned',
  [CODE.appealNotAllowed]: 'code.appealNotAllowed',
  [CODE.appealAlreadySent]: 'code.appealAlreadySent',
  [CODE.newConversationLimit]: 'code.newConversationLimit',
  [CODE.awaitReply]: 'code.awaitReply',
  [CODE.messagePolicyRefused]: 'code.messagePolicyRefused',
  [CODE.verifyChallengeInvalid]: 'code.verifyChallengeInvalid',
  [CODE.verifyRetryLater]: 'code.verifyRetryLater',
  [CODE.verifyPending]: 'code.verifyPending',
  [CODE.dataExportLimit]: 'code.dataExportLimit',
  [CODE.dataExportNotFound]: 'code.dataExportNotFound',
  [CODE.operatorPasswordChange]: 'code.operatorPasswordChange',
  [CODE.operatorLoginFailed]: 'code.operatorLoginFailed',
  [CODE.operatorLocked]: 'code.operatorLocked',
  [CODE.csrfInvalid]: 'code.csrfInvalid',
  [CODE.operatorForbidden]: 'code.operatorForbidden',
  [CODE.reportNotFound]: 'code.reportNotFound',
  [CODE.operatorNameTaken]: 'code.operatorNameTaken',
  [CODE.operatorNotFound]: 'code.operatorNotFound',
  [CODE.contentNotFound]: 'code.contentNotFound',
  [CODE.verificationNotFound]: 'code.verificationNotFound',
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
    case CODE.serviceBusy:
      return 503;
    default:
      return 200;
  }
}
