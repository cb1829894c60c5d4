// Warnings in chat (docs/decisions/0093-warnings-and-stranger-images.md): what a message from someone new carries
// that scams start with. Contact details (a phone number in any form, a WeChat or QQ id, a link) move the talk
// where nobody can report it; money talk is the scam itself. Pure: the words come from the console's list.
import type { SafetyTip } from '@kk/contract';

/** Chinese numerals read digit by digit, as a number is spelt out to slip past filters (一三八, 幺, 壹). */
const NUMERALS: Record<string, string> = {
  零: '0',
  〇: '0',
  洞: '0',
  一: '1',
  幺: '1',
  壹: '1',
  二: '2',
  贰: '2',
  三: '3',
  叁: '3',
  四: '4',
  肆: '4',
  五: '5',
  伍: '5',
  六: '6',
  陆: '6',
  七: '7',
  柒: '7',
  拐: '7',
  八: '8',
  捌: '8',
  九: '9',
  玖: '9',
  勾: '9',
};
const NUMERAL_PATTERN = new RegExp(`[${Object.keys(NUMERALS).join('')}]`, 'g');

/**
 * The text as the checks read it: NFKC (full-width digits and letters, circled digits), lower case, Chinese
 * numerals as digits.
 */
export function normalizeForSafety(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(NUMERAL_PATTERN, (numeral) => NUMERALS[numeral] ?? numeral);
}

/**
 * Runs of digits with separators between them (spaces, dashes, dots, brackets, slashes): "138 1234-5678" is one
 * run. A colon or a letter ends a run, so "10:30" is two and "30元" one of two digits.
 */
const DIGIT_RUN = /\+?\d(?:[\s\-.()/_~]*\d)*/g;

/** A mainland mobile number (1, then 3-9, nine digits), a landline with its area code, after an optional 86. */
function isPhoneNumber(run: string): boolean {
  let digits = run.replace(/\D/g, '');
  if (digits.startsWith('0086')) digits = digits.slice(4);
  else if (digits.startsWith('86') && digits.length === 13) digits = digits.slice(2);
  if (/^1[3-9]\d{9}$/.test(digits)) return true;
  // 010-12345678, 0755 1234567: a 0, an area code of two or three digits, seven or eight digits.
  return /^0[1-9]\d{8,10}$/.test(digits) && /^0\d{2,3}[\s\-)]/.test(run.replace(/^\(/, ''));
}

/** A WeChat name or id after its usual spellings (微信, VX, wx, weixin...), with what may come between. */
const WECHAT =
  /(?:微信|威信|薇信|徽信|wei\s?xin|wechat|(?<![a-z])v\s?x(?![a-z])|(?<![a-z])w\s?x(?![a-z])|(?<![a-z])v信|加v(?![a-z]))\s*(?:号|id)?\s*(?:是|为|:|=)?\s*[a-z0-9][a-z0-9_-]{4,19}/;
/** A QQ number: five to eleven digits after QQ (扣扣, 企鹅号). */
const QQ = /(?:(?<![a-z])qq|扣扣|企鹅号?)\s*(?:号|号码)?\s*(?:是|为|:|=)?\s*\d{5,11}(?!\d)/;
/** Links: a scheme, www., or a name under a common top-level domain (t.me/…, abc.cn). */
const LINK =
  /(?:https?:\/\/|www\.)\S+|(?<![a-z0-9-])[a-z0-9][a-z0-9-]*\.(?:com|cn|net|org|io|me|cc|top|xyz|vip|app|info|co|tk|link|site|online|shop|club|ly|gg|tv|hk|tw)(?![a-z0-9])/;

/** True when the text carries a way to reach its writer outside the app. */
export function hasContactDetails(text: string): boolean {
  return contactIn(normalizeForSafety(text));
}

function contactIn(normalized: string): boolean {
  for (const run of normalized.match(DIGIT_RUN) ?? []) {
    if (isPhoneNumber(run)) return true;
  }
  return WECHAT.test(normalized) || QQ.test(normalized) || LINK.test(normalized);
}

/** True when the text holds one of the money words (as normalized: "ＵＳＤＴ" is "usdt"). */
export function hasMoneyTalk(text: string, words: readonly string[]): boolean {
  return moneyIn(normalizeForSafety(text), words);
}

/**
 * Each list of words as the checks read them, normalized once: the list is the same array from one edit (or
 * reread) to the next, and every message from someone new is checked against all of it.
 */
const needlesOf = new WeakMap<readonly string[], readonly string[]>();

function moneyIn(normalized: string, words: readonly string[]): boolean {
  let needles = needlesOf.get(words);
  if (!needles) {
    needles = words.map((word) => normalizeForSafety(word.trim())).filter((needle) => needle.length > 0);
    needlesOf.set(words, needles);
  }
  return needles.some((needle) => normalized.includes(needle));
}

/**
 * The warning a message carries, if any. Contact details win over money talk when a message has both: moving to
 * another app is where the money is then asked for, and one warning is shown, not two.
 */
export function safetyTipOf(text: string, moneyWords: readonly string[]): SafetyTip | null {
  if (text.length === 0) return null;
  const normalized = normalizeForSafety(text);
  if (contactIn(normalized)) return 'contact';
  if (moneyIn(normalized, moneyWords)) return 'money';
  return null;
}
