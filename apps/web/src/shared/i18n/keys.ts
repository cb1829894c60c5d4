// Typed translation keys as values: `K.login.submit` is the string 'login.submit', checked against the
// zh-Hans source at compile time. Screens (.tsx) name texts through these instead of writing key strings:
// the lint rule that keeps literal text out of JSX files (noJsxLiterals with noStrings) refuses every
// string literal in a .tsx file, keys included (docs/decisions/0001-biome-for-lint-and-format.md).
import type { Catalogue } from '@kk/contract/i18n';
import type { AppCatalogue } from './types.ts';

/** Every catalogue here is two levels deep (`group.name`), which is what lets a tiny proxy build the keys. */
/** A plural text's key without its form (`newLikes_other` is asked for as `newLikes`, with a `count`). */
type Singular<N extends string> = N extends `${infer Base}_other` ? Base : N;

export type KeyPaths<C> = {
  [G in keyof C & string]: { [N in keyof C[G] & string as Singular<N>]: `${G}.${Singular<N>}` };
};

function keyPaths<C>(): KeyPaths<C> {
  const groups = new Map<string, Record<string, string>>();
  const group = (name: string) =>
    new Proxy({} as Record<string, string>, { get: (_target, key) => `${name}.${String(key)}` });
  return new Proxy({} as KeyPaths<C>, {
    get(_target, name) {
      const key = String(name);
      let found = groups.get(key);
      if (!found) {
        found = group(key);
        groups.set(key, found);
      }
      return found;
    },
  });
}

/** Keys of the app's own catalogue (namespace `app`). */
export const K = keyPaths<AppCatalogue>();

/** Keys of the contract's shared catalogue (namespace `contract`), for `messageText`. */
export const CK = keyPaths<Catalogue>();
