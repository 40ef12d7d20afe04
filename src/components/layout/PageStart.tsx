import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation state for a move made from outside the page (the page search): the new page starts
 * with the focus on its heading, not on the body, so the next Tab goes on from there.
 */
export const FOCUS_HEADING = { focusHeading: true } as const;

const asksForHeading = (state: unknown) =>
  typeof state === 'object' && state !== null && 'focusHeading' in state && state.focusHeading === true;

/**
 * Puts the focus on the page's main heading (its h1, focusable with tabIndex -1) as soon as it is
 * drawn: the page's code may still be on its way. Returns what stops waiting for it.
 */
export function focusPageHeading(): () => void {
  const focus = () => {
    const heading = document.querySelector<HTMLElement>('#main-content h1');
    heading?.focus();
    return heading !== null;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(document.getElementById('main-content') ?? document.body, {
    childList: true,
    subtree: true,
  });
  return () => observer.disconnect();
}

/**
 * Each path change starts at the top of the page (spec section 2), and with the focus on the
 * page's heading when the navigation asks for it (`FOCUS_HEADING`).
 */
export function PageStart() {
  const { pathname, key, state } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const focusHeading = asksForHeading(state);
  useEffect(() => (focusHeading ? focusPageHeading() : undefined), [key, focusHeading]);
  return null;
}
