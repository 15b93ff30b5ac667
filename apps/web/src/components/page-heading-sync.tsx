import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_NAME } from './logo';

const pageHeadings = () => [...document.querySelectorAll<HTMLElement>('main h1')];

/**
 * The page's heading: the first `main h1` shown. A page whose code is still loading leaves the one
 * before it in the document, hidden behind the loader (React keeps it to show again), which must
 * not name or take the focus for the new one.
 */
export function visiblePageHeading(headings = pageHeadings()): HTMLElement | null {
  return headings.find((heading) => heading.checkVisibility?.() ?? true) ?? null;
}

/** Puts the focus on the page's heading, when it has one; its focus shows subtly (global.css). */
export function focusPageHeading(): boolean {
  const heading = visiblePageHeading();
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/** The page's title: its heading, then the product ('My Tasks · Creator Portal'). */
const titleFor = (heading: string | null | undefined) => (heading ? `${heading} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/**
 * Keeps the browser tab's title on the page's heading, and after a move to another page (signing
 * in or out too, which may keep the address) puts the focus on its heading, so a screen reader says where the user is now (WCAG 2.4.2, 2.4.3). The
 * heading may come after its data: the page is watched until it is there.
 *
 * The focused heading is the announcement of a page change; there is no live region saying the
 * title as well. One was tried: it was read on top of the heading, and its text, the heading's,
 * showed twice in the page for a query by text (e2e `getByText`).
 */
export function PageHeadingSync({ signedIn }: { signedIn: boolean }) {
  const [pathname] = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    // The first page keeps the browser's own focus (the top of the document).
    let focusPending = !firstPage.current;
    firstPage.current = false;
    // A heading given the focus may be drawn again (a skeleton's, then the page's): the focus follows.
    let focusedHeading: HTMLElement | null = null;
    // The headings as last read. Most changes to the page leave them as they were, and telling a
    // shown heading from a hidden one lays the page out: they are read once a frame, when the
    // browser lays the page out anyway, and looked at again only when they changed.
    let lastRead: { headings: HTMLElement[]; texts: string } | null = null;
    let frame = 0;
    const sync = () => {
      frame = 0;
      const headings = pageHeadings();
      const texts = headings.map((heading) => heading.textContent).join('\n');
      if (
        lastRead?.texts === texts &&
        lastRead.headings.length === headings.length &&
        lastRead.headings.every((heading, index) => heading === headings[index])
      ) {
        return;
      }
      lastRead = { headings, texts };
      if (focusedHeading && !focusedHeading.isConnected && document.activeElement === document.body) {
        focusPending = true;
      }
      const heading = visiblePageHeading(headings);
      const title = titleFor(heading?.textContent?.trim());
      if (document.title !== title) document.title = title;
      if (focusPending && heading) {
        focusPending = false;
        focusedHeading = heading;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    };
    const syncNextFrame = () => {
      frame ||= requestAnimationFrame(sync);
    };
    syncNextFrame();
    const observer = new MutationObserver(syncNextFrame);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pathname, signedIn]);

  return null;
}
