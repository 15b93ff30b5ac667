import { useState, type ReactNode } from 'react';

/**
 * Renders `children` once their place comes near the viewport (300px ahead), and from then on: a
 * part below the fold whose code is loaded apart (React.lazy) then costs the page's first load
 * nothing. It renders at once when the address names it (`#{id}`: the part then scrolls itself into
 * view), and without IntersectionObserver.
 */
export function WhenVisible({ id, children }: { id?: string; children: ReactNode }) {
  const [visible, setVisible] = useState(
    () => typeof IntersectionObserver === 'undefined' || (!!id && window.location.hash === `#${id}`),
  );
  const watch = (place: HTMLDivElement | null) => {
    if (!place || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setVisible(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(place);
    return () => observer.disconnect();
  };
  return visible ? children : <div ref={watch} />;
}
