// Money talk to strangers (issue 24; docs/decisions/0093-warnings-and-stranger-images.md): an account that talks
// money to SAFETY.moneyStrangersMax different people who do not know it within SAFETY.moneyWindowMs joins the
// moderation queue on its own, as a report the system files (reason 2, fraud), listing the messages. It runs in
// the send's transaction, which holds the sender's row, so two instances count one after the other, and the
// system's report stays one while its queue item is open.
import { SAFETY } from '@kk/contract';
import type { Events } from '../../platform/events.ts';
import type { MoneyTalkRow, SafetyRepository } from './safety.repository.ts';

/** The report's reason: 2, fraud (REPORT_REASONS; the console's texts name it). */
export const MONEY_TALK_REASON = 2;
/** The report's `content` (reports.content is 1,000 characters). */
const EVIDENCE_MAX = 1000;
const LINE_MAX = 120;

export interface AutomaticReports {
  addAutomatic(memberId: number, reason: number, content: string, now: number): Promise<boolean>;
}

export class MoneyTalkWatch {
  readonly #repository: SafetyRepository;
  readonly #reports: AutomaticReports;

  constructor(deps: { repository: SafetyRepository; events: Events; reports: AutomaticReports }) {
    this.#repository = deps.repository;
    this.#reports = deps.reports;
    deps.events.on('chat.moneyTalk', (talk) => this.heard(talk));
    deps.events.on('account.deleting', ({ userId }) => this.#repository.deleteByUser(userId));
  }

  async heard(talk: { fromId: number; toId: number; messageId: string; now: number }): Promise<void> {
    const { fromId, toId, messageId, now } = talk;
    await this.#repository.noteMoneyTalk(fromId, toId, messageId, now);
    const recent = await this.#repository.moneyTalkSince(fromId, now - SAFETY.moneyWindowMs);
    if (recent.length < SAFETY.moneyStrangersMax) return;
    await this.#reports.addAutomatic(fromId, MONEY_TALK_REASON, evidenceOf(recent), now);
  }
}

/** The messages that set it off, one line each: to whom, and what was said (shortened). */
function evidenceOf(rows: readonly MoneyTalkRow[]): string {
  const lines = rows.map((row) => {
    const text = (row.content ?? '').replace(/\s+/g, ' ');
    const shown = [...text].length > LINE_MAX ? `${[...text].slice(0, LINE_MAX).join('')}…` : text;
    return `→ ${row.username ?? ''} (${Number(row.to_user_id)}): ${shown}`;
  });
  let content = '';
  for (const line of lines) {
    if (content.length + line.length + 1 > EVIDENCE_MAX) break;
    content += (content ? '\n' : '') + line;
  }
  return content;
}
