// A lazily loaded component that can also be fetched ahead. React.lazy suspends on its first render even when
// the module is already here (a promise never settles synchronously), and React then holds the content back
// for up to 300 ms after the fallback showed: the first screen, fetched beside the catalogues, would still
// paint a spinner and wait. Once preloaded, this renders the component directly.
import { type ComponentType, lazy, useState } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the module; resolves once it is here (rejects if it failed, and a later call tries again). */
  preload(): Promise<unknown>;
};

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, as React.lazy is.
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module's own component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Component, { preload });
}
