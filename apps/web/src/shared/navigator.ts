// Navigation from outside React (the 401 handler): the shell registers the router's navigate here.
import type { NavigateFunction } from 'react-router';

let current: { navigate: NavigateFunction; path: () => string } | null = null;

export function registerNavigator(navigate: NavigateFunction, path: () => string): void {
  current = { navigate, path };
}

/** The current in-app path with its query, e.g. `/pages/chat/chat?userId=7`. */
export function currentPath(): string {
  return current?.path() ?? '/';
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  void current?.navigate(path, options);
}
