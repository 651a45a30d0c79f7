import { useLayoutEffect } from "react";

/**
 * A page the Worker sent (an invite page, /about) can be read, scrolled and typed into before
 * the app takes over (web/main.tsx). ScrollRestoration treats that takeover as a first
 * navigation and scrolls to the top: a slow phone threw its reader back from the form they
 * were filling in, and a tap landing in that moment hit whatever came up under the finger. So
 * the takeover keeps the reader's place: Root renders this once before ScrollRestoration, to
 * note the place, and once after it with `keep`, to put it back, in the same commit (the jump
 * is never painted). A reader still at the top has no place to keep, and neither has a page
 * the app renders itself (it was empty), so there ScrollRestoration's own first pass stands (an
 * address's #anchor, say); a position it restores on a reload comes in its next render, after
 * this, and later navigations are its alone.
 */
let place = 0;

export function KeepScrollOnTakeover({ keep = false }: { keep?: boolean }) {
  useLayoutEffect(() => {
    if (!keep) place = window.scrollY;
    else if (place > 0) window.scrollTo(0, place);
  }, [keep]);
  return null;
}
