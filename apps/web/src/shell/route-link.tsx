import { encodeRoute, type Route } from '@showfloor/core';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useApp } from './app-context.js';

/**
 * A link to another page of the app: a real `<a href>` (so it can be opened in a new tab, copied
 * and read as a link by assistive technology) whose plain click goes through the app's router.
 */
export function RouteLink({
  route,
  className,
  children,
  label,
  style,
  onFollow,
}: {
  route: Route;
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
  label?: string;
  /** Runs after the router went to the page (a popup that closes once its link is followed). */
  onFollow?: () => void;
}) {
  const { router } = useApp();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigate(route);
    onFollow?.();
  };
  return (
    <a href={encodeRoute(route)} className={className} onClick={onClick} aria-label={label} style={style}>
      {children}
    </a>
  );
}
