// Texts of the contract's message keys (validators answer keys such as `validation.phoneRequired`).
import type { TFunction } from 'i18next';

type LooseT = (key: string, options: Record<string, unknown>) => string;

/**
 * The one place a key known only at run time is translated: the contract types its keys as
 * `${group}.${name}` strings, which the typed `t` cannot check.
 */
export function messageText(t: TFunction, key: string, vars?: Record<string, unknown>): string {
  return (t as unknown as LooseT)(key, { ns: 'contract', ...vars });
}
