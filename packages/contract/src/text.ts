// User-written text (DESIGN §3): names, signatures, feedback, and later updates, comments, messages and reports.
// It is NFKC-normalised, then refused when it holds control, invisible or format characters; a name when it looks
// like a phone number or a default name, and the texts others read (TextRule.refuseReserved) when they hold one.
// Plain functions, no zod: forms use them as they are.
import type { MessageKey } from './rules.ts';

/** How one text field is checked. Lengths count characters (code points) after normalisation. */
export interface TextRule {
  max: number;
  /** The "too long" message (and "too short" when `min` is set); its {{max}} is in MESSAGE_VARS. */
  lengthKey: MessageKey;
  min?: number;
  /** Set when the field may not be blank. */
  requiredKey?: MessageKey;
  /** Line breaks allowed (a signature, feedback, a message); every other control character is refused. */
  multiline?: boolean;
  /** Text others read (or operators): refused when it holds a phone number or a default name (`holdsReserved`). */
  refuseReserved?: boolean;
}

/**
 * The raw input a field accepts, in UTF-16 units, before any work is done on it: a character takes at most two
 * units, and NFKC may fold up to about two characters into one (decomposed accents, Hangul jamo).
 */
export function rawInputMax(max: number): number {
  return max * 4;
}

// NFKC would fold the fullwidth punctuation Chinese is written with (，！？：；（）) and the ellipsis (……) into
// ASCII, changing what people typed; those stay as typed. Fullwidth letters and digits and every other
// compatibility form still fold, which is what the lookalike checks rely on.
const FOLDED_EXCEPT_PUNCTUATION = /[^\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF60\u2025\u2026]+/gu;

/** The stored form: NFKC (but for Chinese punctuation), trimmed, and for multi-line fields every line break as `\n`. */
export function normalizeText(value: string, multiline = false): string {
  const text = value.replace(FOLDED_EXCEPT_PUNCTUATION, (run) => run.normalize('NFKC'));
  return (multiline ? text.replace(/\r\n?/g, '\n') : text).trim();
}

/** Characters, as both sides count them: an emoji or a CJK character is one. */
export function textLength(value: string): number {
  // Code points as `[...value].length` counts them, without making a string of each (every message is counted).
  let length = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

/** A character may carry this many combining marks in a row; more is "Zalgo" text that spills over its line. */
export const MAX_MARKS_IN_A_ROW = 4;

const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// Format characters (bidi overrides and isolates, zero-width space and joiners, soft hyphen, tags), everything
// Unicode says to draw as nothing, the Hangul fillers and the blank braille cell people use as "empty" names.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
const INVALID = /[\p{Cs}\p{Co}\p{Noncharacter_Code_Point}]/u;
const MARK = /\p{M}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI = /\p{Emoji}/u;
const SKIN_TONE = /\p{Emoji_Modifier}/u;
const ZWJ = '\u200d';
const TEXT_STYLE = '\ufe0e';
const EMOJI_STYLE = '\ufe0f';
// A subdivision flag (🏴 + tag letters + cancel tag, e.g. Scotland) is the one legitimate use of tag characters.
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * The emoji uses of otherwise invisible characters: a joiner between two emoji pieces (👩‍💻, 🏳️‍🌈), a
 * text or emoji presentation selector right after an emoji (❤️, 1️⃣).
 */
function emojiUse(chars: readonly string[], index: number): boolean {
  const char = chars[index] as string;
  const before = chars[index - 1] ?? '';
  if (char === TEXT_STYLE || char === EMOJI_STYLE) return EMOJI.test(before);
  if (char === ZWJ) {
    const after = chars[index + 1] ?? '';
    return PICTOGRAPH.test(after) && (PICTOGRAPH.test(before) || SKIN_TONE.test(before) || before === EMOJI_STYLE);
  }
  return false;
}

// Any character the walk below would look at twice: with none, no problem is possible. Most texts (every chat
// message without an emoji sequence or a line break) are answered by this one scan instead of five tests a
// character.
const SUSPECT =
  /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\p{M}]/u;

/** The first problem of a normalised text, as a message key, or null. */
export function textProblem(text: string, multiline = false): MessageKey | null {
  if (!SUSPECT.test(text)) return null;
  const chars = [...text.replace(FLAG_TAG_SEQUENCE, '\u{1F3F4}')];
  let marks = 0;
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index] as string;
    if (char === '\n' && multiline) {
      marks = 0;
      continue;
    }
    if (CONTROL.test(char)) return 'validation.textControl';
    if (INVALID.test(char)) return 'validation.textInvalid';
    if (emojiUse(chars, index)) continue;
    if (INVISIBLE.test(char)) return 'validation.textInvisible';
    marks = MARK.test(char) ? marks + 1 : 0;
    if (marks > MAX_MARKS_IN_A_ROW) return 'validation.textMarks';
  }
  return null;
}

/** Checks a text as it will be stored (pass it through `normalizeText` first, or use `checkText`). */
export function checkNormalizedText(text: string, rule: TextRule): MessageKey | null {
  if (text === '') return rule.requiredKey ?? null;
  const problem = textProblem(text, rule.multiline);
  if (problem) return problem;
  const length = textLength(text);
  if (length > rule.max || length < (rule.min ?? 0)) return rule.lengthKey;
  return rule.refuseReserved && holdsReserved(text) ? 'validation.textReserved' : null;
}

/** The first problem of what a user typed, by a field's rule; null when it can be sent. */
export function checkText(value: string, rule: TextRule): MessageKey | null {
  if (value.length > rawInputMax(rule.max)) return rule.lengthKey;
  return checkNormalizedText(normalizeText(value, rule.multiline), rule);
}

// Letters drawn like k, and like the digits 0 and 1, in the scripts an impersonator reaches for first
// (Cyrillic, Greek, Latin extensions). NFKC has already folded fullwidth, mathematical and circled forms.
const LOOKALIKE_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['k', 'кКқҚҝҜҟҞҡҠκΚĸƙƘᴋⱪⱩꝁꝀ'],
  ['0', 'oOоОοΟᴏ'],
  ['1', 'lI|ǀІΙӏӀ'],
];
const LOOKALIKES = new Map(LOOKALIKE_GROUPS.flatMap(([ascii, chars]) => [...chars].map((c) => [c, ascii] as const)));
const SEPARATORS = /[\s\-_.·・()+]/gu;
const DIGIT = /\p{Nd}/u;

/** Any script's decimal digit as an ASCII one: Unicode encodes each script's digits as a run of ten, 0 first. */
function asciiDigit(char: string): string {
  let code = char.codePointAt(0) as number;
  let value = 0;
  while (DIGIT.test(String.fromCodePoint(code - 1))) {
    code--;
    value++;
  }
  return String(value % 10);
}

/** What a name looks like, for comparing with the reserved forms: accents, separators and lookalikes gone. */
function skeleton(name: string, lookalikes: boolean): string {
  let out = '';
  for (const char of name.normalize('NFKD').replace(/\p{M}/gu, '').replace(SEPARATORS, '')) {
    if (DIGIT.test(char)) out += char >= '0' && char <= '9' ? char : asciiDigit(char);
    else out += (lookalikes ? LOOKALIKES.get(char) : undefined) ?? char.toLowerCase();
  }
  return out;
}

const PHONE_LIKE = /^(86)?1[3-9]\d{9}$/;
const DEFAULT_NAME_LIKE = /^kk\d{8}$/;

/**
 * True for a name that reads as a phone number (`loginByPasswd` would take it for one), as only digits, or as a
 * default name (`kk` + 8 digits), in any lookalike spelling: `kk１２３４５６７８`, `кк12345678`, `138 1234 5678`.
 */
export function looksReserved(name: string): boolean {
  const plain = skeleton(name, false);
  if (/^\d+$/.test(plain)) return true;
  const folded = skeleton(name, true);
  return PHONE_LIKE.test(folded) || DEFAULT_NAME_LIKE.test(folded);
}

const SEPARATOR = new RegExp(SEPARATORS.source, 'u');

/**
 * A text folded for the search below: every digit ASCII, lookalikes of k, 0 and 1 as those, every separator a
 * space (so a number spelled in groups still reads as one), everything else lower case.
 */
function foldForSearch(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKD').replace(/\p{M}/gu, '')) {
    if (DIGIT.test(char)) out += char >= '0' && char <= '9' ? char : asciiDigit(char);
    else if (SEPARATOR.test(char)) out += ' ';
    else out += LOOKALIKES.get(char) ?? char.toLowerCase();
  }
  return out;
}

// A mainland mobile number (optionally +86) or a default name, its digits in groups or not, with no digit right
// before or after: a longer run (an order number) is not a phone number, and a year or a price never has the 11
// digits a mobile number needs.
const PHONE_INSIDE = /(?<!\d)(?:86 *)?1 *[3-9](?: *\d){9}(?!\d)/;
const DEFAULT_NAME_INSIDE = /(?<![a-z\d])kk *(?:\d *){7}\d(?!\d)/;

/**
 * True when a text holds, anywhere, a phone number or a default name in any spelling `looksReserved` knows
 * (`１３８００１３８０００`, `138 0013 8000`, `+86 138-0013-8000`, `кк12345678`): updates, comments, mark names,
 * reports and feedback may not carry them (DESIGN §3). Numbers of other lengths (a year, a price) pass.
 */
export function holdsReserved(text: string): boolean {
  const folded = foldForSearch(text);
  return PHONE_INSIDE.test(folded) || DEFAULT_NAME_INSIDE.test(folded);
}
