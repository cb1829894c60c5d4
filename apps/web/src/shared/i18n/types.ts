// Keys are typed from the zh-Hans source catalogue, the way Excalidraw types its keys from its source.
import type { zhHans } from './locales/zh-Hans/index.ts';

/** The same shape as the source, every leaf a string: a missing or extra key fails the type check. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export type AppCatalogue = typeof zhHans;
