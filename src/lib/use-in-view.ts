import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come near the viewport (and stays true): cards fetch their details
 * only when they are about to be seen.
 */
export function useInView<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, some test environments) everything is in view.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return { ref, seen };
}
