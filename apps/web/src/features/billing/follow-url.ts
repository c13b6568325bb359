import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Follows an address the billing calls answer with: one of Sous's own pages (the local test-mode
 * checkout, portal or success page) opens in the app, anything else (Stripe) replaces the page.
 */
export function useFollowUrl(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.origin);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}
