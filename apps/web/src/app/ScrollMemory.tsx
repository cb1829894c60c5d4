import { useScrollMemory } from './useScrollMemory.ts';

/**
 * The shell's scroll memory as a component, so that AppRoutes can load it in its own chunk after the first
 * screen: a fresh load opens at the top anyway, and the memory is needed from the first navigation on.
 */
export function ScrollMemory(): null {
  useScrollMemory();
  return null;
}
