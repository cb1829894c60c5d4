import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../paths.ts';

/** Back in history, or to `fallback` (home) when the page was opened directly and has nowhere to go back to. */
export function useGoBack(fallback: string = PATHS.home): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
