import { useState, type ReactNode } from 'react';

/**
 * Renders `children` once their place comes near the viewport (300px ahead), and from then on: a
 * part below the fold whose code is loaded apart (React.lazy) then costs the page's first load
 * nothing. Without IntersectionObserver it renders at once.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
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
