// The business constants of SPEC §9 (and the few of §1-§7 that both sides need). One place, both sides.

export const APP_VERSION = '1.0.10';
export const APP_VERSION_CODE = 1010;

/** SMS purposes. 1 and 2 are SPEC's `type` values; 3 is internal (account deletion, DESIGN §3). */
export const SMS_TYPE = { login: 1, reset: 2, deleteAccount: 3 } as const;
export type SmsType = (typeof SMS_TYPE)[keyof typeof SMS_TYPE];

export const SMS_COOLDOWN_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
/** Accepted phone: 1, then 3 to 9, then 9 digits. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const REQUEST_TIMEOUT_MS = 180_000;
export const PAY_LOGIN_POLL_MS = 3_000;
export const SOCKET_RETRY_COUNT = 5;
export const SOCKET_RETRY_DELAY_MS = 2_000;
export const LOADING_TIMEOUT_MS = 60_000;
/** The global loading indicator shows only for work that lasts longer than this (SPEC §9 page-load delay). */
export const LOADING_DELAY_MS = 200;
export const TAB_SWITCH_FLAG_MS = 500;
export const UPLOAD_CONCURRENCY = 5;
export const IMAGE_PICK_MAX = 9;

export const DEFAULT_PAGE_SIZE = 20;
export const TREE_LEVEL_LIMIT = 10;
export const FULL_LIST_PAGE_SIZE = 999;
export const AVATAR_LIST_PAGE = 1;
export const AVATAR_LIST_PAGE_SIZE = 10;

export const LOCAL_IMAGE_CACHE_DEBOUNCE_MS = 3_000;
export const TOAST_DURATION_MS = 1_500;
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;
export const IMAGE_ZOOM_MIN = 1;
export const IMAGE_ZOOM_MAX = 4;

/** Local storage keys (SPEC §3 "Local storage"). */
export const STORAGE_KEY = {
  token: 'token',
  loginPhone: 'loginPhone',
  language: 'language',
  promoteCode: 'promoteCode',
} as const;

/** Request headers (SPEC §3). `platForm` is spelled as the specification spells it. */
export const HEADER = { token: 'token', platform: 'platForm', promoteCode: 'promoteCode' } as const;
export const PLATFORM_H5 = 'h5';

/** Password policy for new passwords (DESIGN leaves it open; see docs/decisions/0022-passwords.md). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;

/**
 * The longest raw input of the string fields that are not user-written text, refused before any work is done
 * (no hashing, no limiter key, no query). User-written text counts characters after NFKC instead (PROFILE,
 * FEEDBACK_CONTENT_MAX; see text-rules.ts), and its raw input may be at most four times that. docs/api.md lists
 * every field's limit.
 */
export const INPUT_MAX = {
  /** `loginByPasswd.username`: a phone number or a username (20 characters, 4 units each at most). */
  account: 80,
  phone: 20,
  code: 16,
  /** A password typed to log in (new ones: PASSWORD_MAX_LENGTH); it bounds what scrypt is given. */
  password: 128,
  /** An uploaded file's id: exactly 32 hex digits. */
  fileId: 32,
  url: 512,
  /** One level of a region name (the longest real one has 15 characters). */
  region: 40,
  birthday: 16,
  salary: 16,
} as const;

/** Uploads (SPEC §5): defaults the server may lower or raise through its configuration (getUploadConfig). */
export const UPLOAD_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
/** A longest side above this is shrunk, in the browser before upload and on the server when re-encoding. */
export const IMAGE_MAX_SIDE = 2048;
export const THUMB_SIDE = 360;
/**
 * Photos in one album (SPEC leaves the count open;
 * docs/decisions/0031-quota-album-cap-and-limits-under-concurrency.md).
 */
export const PHOTO_LIMIT = 30;

/** Profile ranges (docs/decisions/0033-profile-fields-and-ranges.md). 0 means unset for every number. */
export const PROFILE = {
  usernameMin: 2,
  usernameMax: 20,
  signatureMax: 60,
  heightMin: 100,
  heightMax: 250,
  weightMin: 30,
  weightMax: 200,
  ageMin: 18,
  ageMax: 100,
  addressMax: 100,
  workMax: 30,
  emailMax: 100,
} as const;

/** 0 unset, 1 man, 2 woman. */
export const GENDERS = [0, 1, 2] as const;
/** 0 unset, 1 never married, 2 divorced, 3 widowed. */
export const MARRIAGES = [0, 1, 2, 3] as const;
/** Monthly salary ranges in CNY; the interface shows each through the catalogue key `salary.<range>`. */
export const SALARY_RANGES = ['lt3k', '3k-5k', '5k-8k', '8k-12k', '12k-20k', '20k-30k', 'gt30k'] as const;
export type SalaryRange = (typeof SALARY_RANGES)[number];

/** Feedback categories: 1 suggestion, 2 report a user, 3 account and privacy, 4 payment, 5 other. */
export const FEEDBACK_CATEGORIES = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_PER_DAY = 10;

/** Who a user wants to meet (onboarding, the feed's default filter): 0 anyone, 1 men, 2 women. */
export const WANT_GENDERS = [0, 1, 2] as const;

/** The social actions of SPEC §1 and §6, as stored relations from one user to another. */
export const RELATION = { follow: 1, zan: 2, top: 3, block: 4, noSee: 5 } as const;
export type RelationKind = (typeof RELATION)[keyof typeof RELATION];

/**
 * The notification centre (docs/api.md "Notices"): what others did that concerns you. `zan_user` a like of you,
 * `zan_updates` a like of your update, `comment` a comment on your update, `reply` a reply to your comment,
 * `follow` a new follower, `match` a mutual like, `visit` a look at your profile, `system` the operator's notice.
 */
export const NOTICE_TYPES = [
  'zan_user',
  'zan_updates',
  'comment',
  'reply',
  'follow',
  'match',
  'visit',
  'system',
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const NOTICE = {
  /** A like (of you or of your update) is told only once it stood this long: one taken back sooner never notifies. */
  likeGraceMs: 60_000,
  /** Characters of the text a notice quotes (the comment, the update). */
  summaryMax: 60,
  /** Visits are counted once per visitor and day, in this time zone's days (China Standard Time). */
  visitDayOffsetMs: 8 * 3_600_000,
} as const;

/**
 * The operator console and moderation (issue 23; docs/decisions/0086-operator-console.md). Operators are not
 * members: their own accounts, roles and sessions. What they do to members and their content is MODERATION_ACTIONS
 * and removeContent; every action and every look at private data goes into the audit log (AUDIT_ACTIONS).
 */
export const OPERATOR_ROLES = ['admin', 'moderator'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What takeAction does to a member. `lift` ends every mute, suspension, ban or shadowban in force. */
export const MODERATION_ACTIONS = ['warn', 'mute', 'suspend', 'ban', 'shadowban', 'lift'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What the audit log records: the actions above, then the other things an operator does or looks at. */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'removeContent',
  'dismissReport',
  'answerAppeal',
  'viewReport',
  'viewMember',
  'revealPhone',
  'login',
  'operatorAdd',
  'operatorDisable',
  'operatorReset',
  'operatorPassword',
  // Member safety (issue 24): a look at a verification selfie, its review, and the money-talk word list.
  'viewVerification',
  'reviewVerification',
  'editSafetyWords',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What removeContent removes: an update, a comment or a message (REPORT_TARGET's ids, target_id as addReport
 * takes it), an album photo (the photo's id), and a member's avatar, signature or username (target_id: the
 * member's id; the avatar becomes a system one, the signature empty, the username the default form).
 */
export const CONTENT_TARGET = {
  updates: 2,
  comment: 3,
  message: 4,
  photo: 5,
  avatar: 6,
  signature: 7,
  username: 8,
} as const;
export type ContentTarget = (typeof CONTENT_TARGET)[keyof typeof CONTENT_TARGET];

/**
 * Characters of a member's appeal (CONSOLE.appealMax). A constant of its own because the member app's appeal form
 * needs it: importing CONSOLE there would carry the whole console object into the member app's first screen.
 */
export const APPEAL_CONTENT_MAX = 500;

export const CONSOLE = {
  /** A console session lasts this long from its login (no sliding renewal). */
  sessionMs: 12 * 3_600_000,
  /** Failed logins (any of name, password or TOTP wrong) before the name is locked... */
  loginFailuresMax: 5,
  /** ...for this long. */
  lockMs: 15 * 60_000,
  /** RFC 6238 as authenticator apps expect it: SHA-1, 30 s steps, 6 digits; one step of drift either way. */
  totpPeriodSeconds: 30,
  totpDigits: 6,
  /** The httpOnly, SameSite=Strict cookie of a console session, and the header that carries its CSRF token. */
  cookie: 'kk_console',
  csrfHeader: 'x-csrf-token',
  /** Operator names: lowercase letters, digits, `.`, `_` or `-`, starting with a letter, 3 to 32 long. */
  namePattern: /^[a-z][a-z0-9._-]{2,31}$/,
  passwordMin: 10,
  passwordMax: 64,
  /** Characters of an operator's reason (shown to the member in a `system` notice) and of a member's appeal. */
  reasonMax: 200,
  appealMax: APPEAL_CONTENT_MAX,
  /** A mute or suspension lasts 1 hour to a year. */
  hoursMax: 24 * 365,
  /** getStats covers at most this many days, in China Standard Time days (NOTICE.visitDayOffsetMs). */
  statsDaysMax: 90,
  /** searchMembers answers at most this many. */
  searchMax: 50,
  /** Messages shown before and after a reported message. */
  contextMessages: 10,
} as const;

export const MODERATION = {
  /** Reported content and revoked messages stay readable to operators this long (MODERATION_RETENTION_DAYS). */
  retentionDaysDefault: 30,
  /** Protection before review: this many different reporters... */
  protectReporters: 3,
  /** ...within this window... */
  protectWindowMs: 24 * 3_600_000,
  /** ...each with an account at least this old, take the member out of the feed until an operator looks. */
  protectReporterAgeMs: 7 * 86_400_000,
} as const;

/** The matchmaking feed's filters (getRecommendList) and how far a person counts as recently active. */
export const FEED = {
  ageMin: 18,
  ageMax: 100,
  heightMin: 100,
  heightMax: 250,
  recentActiveMs: 3 * 86_400_000,
} as const;

/** Search keywords (searchUser): at most this many characters. */
export const SEARCH_KEYWORD_MAX = 30;

/** What can be reported (DESIGN §3 "Reports"); updates, comments and messages join with their features. */
export const REPORT_TARGET = { user: 1, updates: 2, comment: 3, message: 4 } as const;
/** Report reasons: 1 harassment, 2 fraud or money requests, 3 fake profile, 4 minor, 5 obscene content, 6 other. */
export const REPORT_REASONS = [1, 2, 3, 4, 5, 6] as const;
export const REPORT_CONTENT_MAX = 200;
export const REPORT_IMAGES_MAX = 3;
export const REPORTS_PER_DAY = 20;

/** The square: updates with images, likes (zan) and comments. docs/decisions/0044-the-square.md. */
export const SQUARE = {
  /** Characters of an update's text. */
  updatesContentMax: 1000,
  /** Images of one update: as many as one pick (IMAGE_PICK_MAX). */
  updatesImagesMax: IMAGE_PICK_MAX,
  /** Characters of a comment. */
  commentContentMax: 300,
  /** Search keywords (searchUpdates). */
  keywordMax: 30,
} as const;
/** The lists of getUpdatesList: everyone's, the people you follow (and yours), one person's. */
export const UPDATES_LIST_TYPES = ['latest', 'following', 'user'] as const;
export type UpdatesListType = (typeof UPDATES_LIST_TYPES)[number];

/** Chat: messages, sessions, emotes, push. docs/decisions/0054-read-state-revoke-and-deleted-sessions.md. */
export const CHAT = {
  /** Characters of a text message (after NFKC). */
  contentMax: 1000,
  /** Images of one image message: as many as one pick. */
  imagesMax: IMAGE_PICK_MAX,
  /** Characters of a mark name (备注); empty clears it. */
  markNameMax: 20,
  /** The sender may revoke a message this long after it was sent. */
  revokeWindowMs: 2 * 60_000,
  /** getMessageList page size: default and most. */
  historyPageSize: 20,
  historyPageMax: 100,
  /** A message id from createMessageId: 32 lowercase hex digits (128 random bits). */
  messageIdPattern: /^[a-f0-9]{32}$/,
  messageIdLength: 32,
  /** Emotes a user can keep in "my emotes". */
  myEmoteMax: 100,
  /** Recently used emotes answered by getUserEmoteHistory. */
  emoteHistoryMax: 24,
} as const;

/** What a chat message carries. kk_lock is a kk lock request (DESIGN §3 "Kk lock"). */
export const MESSAGE_TYPES = ['text', 'image', 'emote', 'kk_lock'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The chat socket (SPEC §7, §8; docs/api.md "Chat socket"). */
export const CHAT_SOCKET = {
  path: '/ws/chat',
  /** Frames from a client larger than this close the socket with 1009. */
  maxFrameBytes: 64 * 1024,
  /** The server pings every socket this often; one that missed the previous pong is dropped. */
  heartbeatMs: 30_000,
  /**
   * Frames an account may send per window over all its sockets and instances before it gets -1029 error frames
   * (and, far past it, the socket that sent is closed). CHAT_SOCKET_RATE_LIMIT overrides it.
   */
  rateLimitFrames: 60,
  rateLimitWindowMs: 10_000,
  /** Catch-up (`sync`) answers at most this many events per frame batch; it keeps going until done. */
  syncBatch: 200,
  /**
   * Sockets one account may hold open across every instance (CHAT_MAX_SOCKETS_PER_ACCOUNT overrides it): a
   * newer one closes the oldest with closeTooManySockets.
   */
  maxSocketsPerAccount: 10,
  /**
   * Close codes: 1009 too big, 4401 not logged in (after the 401 frame; also when a logout, a password reset, a
   * deletion or a revoked token ends the session), 4403 Origin refused, 4429 flood, 4409 replaced by a newer
   * socket of the same account past maxSocketsPerAccount.
   */
  closeTooBig: 1009,
  closeNotLoggedIn: 4401,
  closeFlood: 4429,
  closeTooManySockets: 4409,
} as const;

/** Greetings (SPEC §9): eight opening lines, picked at random; their texts are `greeting.line1`..`line8`. */
export const GREETING_COUNT = 8;

// ---- Member safety (issue 24; docs/api.md "Member safety") -------------------------------------------------------

/**
 * Verified photos: a selfie in one of these poses, reviewed by an operator. The web shows each pose as a picture
 * with a short instruction (`verify.pose.<name>`).
 */
export const VERIFY_POSES = [
  'thumbs_up',
  'peace_sign',
  'hand_on_cheek',
  'touch_nose',
  'wave',
  'point_up',
  'ok_sign',
  'cover_one_eye',
  'three_fingers',
  'salute',
] as const;
export type VerifyPose = (typeof VERIFY_POSES)[number];

/** A member's verification, as getStatus answers it. */
export const VERIFY_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

export const VERIFY = {
  /** A challenge's pose must be sent within this long of getChallenge. */
  challengeTtlMs: 10 * 60_000,
  /** After a rejection, a new try is possible this long after the review. */
  retryAfterMs: 24 * 3_600_000,
  /** Characters of an operator's reason for a rejection (told to the member in a notice). */
  reasonMax: 200,
} as const;

/** Who may start a conversation with a member (`message_policy`): anyone, verified members, or people they follow and their matches. */
export const MESSAGE_POLICIES = ['everyone', 'verified', 'following'] as const;
export type MessagePolicy = (typeof MESSAGE_POLICIES)[number];

/**
 * First contact: starting a conversation (a first message, a greeting or a kk lock request to someone you never
 * exchanged messages with) counts against a daily budget (CHAT_NEW_CONVERSATIONS_PER_DAY), twice as large when
 * verified; until the other side answers, at most `unansweredMax` messages may be sent (a match lifts it).
 */
export const FIRST_CONTACT = {
  perDayDefault: 20,
  verifiedFactor: 2,
  unansweredMax: 3,
  /** The budget's day is China Standard Time's (as NOTICE.visitDayOffsetMs): it resets at midnight CST. */
  dayOffsetMs: 8 * 3_600_000,
} as const;

/** What a message's `safety_tip` warns of: contact details, or money talk. */
export const SAFETY_TIPS = ['contact', 'money'] as const;
export type SafetyTip = (typeof SAFETY_TIPS)[number];

export const SAFETY = {
  /** A sender the recipient has known for less than this (from their first message) is still new to them. */
  knownForMs: 3 * 86_400_000,
  /** Money talk to this many different people who do not know the sender... */
  moneyStrangersMax: 5,
  /** ...within this window puts the sender in the console's queue on its own. */
  moneyWindowMs: 24 * 3_600_000,
  /** The money words an admin starts with (the console edits the list: getSafetyWords, setSafetyWords). */
  moneyWordsDefault: [
    '转账',
    '借钱',
    '投资',
    '理财',
    '红包',
    '汇款',
    'USDT',
    '比特币',
    '充值',
    '博彩',
    '刷单',
    '返利',
    '贷款',
    '打款',
    '收益',
  ],
  /** Characters of one word, and words in the list. */
  wordMax: 20,
  wordsMax: 200,
} as const;

/** A copy of my data (PIPL): one export a day, its link valid for a day. */
export const DATA_EXPORT_STATUSES = ['none', 'pending', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
export const DATA_EXPORT = {
  /** requestDataExport may start one export per this long. */
  everyMs: 24 * 3_600_000,
  /** The archive's link works this long after it is ready; then the archive is deleted. */
  linkTtlMs: 24 * 3_600_000,
} as const;
