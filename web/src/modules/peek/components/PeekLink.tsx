import type { MouseEvent, Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import { LazyPeekHost } from '../LazyPeekHost';
import { useOpenPeek } from '../hooks/useOpenPeek';
import { peekOpener } from '../utils/peekOpener';
import { peekTarget } from '../utils/peekTarget';

export type PeekLinkProps = Omit<LinkProps, 'to'> & {
  /** The item's own address (`itemPaths.note(note)`, with a `#highlight-…` if wanted). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a note, insight or tag that opens it as a peek (or the full page, as the member chose).
 * Its address is the item's own page, so Ctrl/Cmd/Shift/middle click, "Copy link" and a screen
 * reader's link list all get the real page. Use it as MUI's `component`, like react-router's Link.
 */
export function PeekLink({ to, onClick, onPointerEnter, onFocus, ref, ...rest }: PeekLinkProps) {
  const openPeek = useOpenPeek();
  const target = peekTarget(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!target || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    peekOpener.element = event.currentTarget;
    openPeek(target.path);
  };
  // The peek's code comes while the pointer or the focus is on the link, before the click.
  const preload = () => void LazyPeekHost.preload().catch(() => undefined);
  // The key lets a closing peek give the focus back to the link that opened it, even after a reload.
  return (
    <RouterLink
      ref={ref}
      to={to}
      onClick={handleClick}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preload();
      }}
      // MUI's buttons pass their own focus handler (focus-visible): both run.
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      data-peek-target={target?.key}
      {...rest}
    />
  );
}
