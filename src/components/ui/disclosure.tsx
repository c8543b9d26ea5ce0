import type { ReactNode } from 'react';

interface DisclosureProps {
  /** What the summary says (it is the button that opens and closes the rest). */
  readonly summary: ReactNode;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A part of a form folded away behind its summary: the platform's <details>, held open or shut
 * by its owner (a link may open it). Its contents are the owner's to render only when open.
 */
export function Disclosure({ summary, open, onOpenChange, className, children }: DisclosureProps) {
  return (
    <details
      className={className}
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open !== open) onOpenChange(event.currentTarget.open);
      }}
    >
      <summary className="filter-group__title">{summary}</summary>
      {children}
    </details>
  );
}
