import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the console, for MUI's `component` prop: a real <a href> whose plain click
 * navigates in place (a modified or middle click still opens a tab). react-router's own Link and
 * NavLink carry framework-mode prefetching and view transitions the console does not use, about
 * 2.5 KiB of gzipped JS on every first load; the current page is marked by its caller
 * (`aria-current`), which knows the address anyway.
 */
export function RouterLink({ to, replace, target, onClick, ref, children, ...anchorProps }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...anchorProps}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
