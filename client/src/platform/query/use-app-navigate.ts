import { useCallback } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';
import { useAppQuery, withStripped } from './app-query';

/** navigate() that carries stripped=true along. */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { stripped } = useAppQuery();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      navigate(withStripped(to, stripped), options);
    },
    [navigate, stripped],
  );
}
