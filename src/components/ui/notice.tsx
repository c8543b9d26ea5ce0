import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';

interface NoticeProps {
  readonly tone?: 'info' | 'warning' | 'success' | 'error';
  readonly title?: ReactNode;
  readonly children: ReactNode;
  readonly onDismiss?: () => void;
}

/**
 * How long a status notice's region is in the page, empty, before its words: screen readers
 * announce what changes in a live region they know of, and many say nothing of one that comes
 * with its words already in it. An error is an alert, announced as it comes.
 */
export const NOTICE_ANNOUNCE_DELAY_MS = 100;

/**
 * Whether a notice that appears now follows something the reader did (a search, a paste, a
 * sign-in): it is announced. Before the reader has touched the page, a notice comes with the
 * page (a link's left-out parameters), is read with it, and shows at once rather than a moment
 * later, moving what is below. A browser that cannot say is taken to follow an action.
 */
const followsAction = () => (navigator as Partial<Navigator>).userActivation?.hasBeenActive ?? true;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control after `element` in the keyboard's order that is on screen. */
function nextTabbable(element: HTMLElement): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (candidate) =>
      !element.contains(candidate) &&
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      candidate.getClientRects().length > 0,
  );
}

/** A message in the flow of the page, announced when it appears. */
export function Notice({ tone = 'info', title, children, onDismiss }: NoticeProps) {
  const urgent = tone === 'error';
  const [shown, setShown] = useState(() => urgent || !followsAction());
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), NOTICE_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div
      className={shown ? `notice notice--${tone}` : undefined}
      role={urgent ? 'alert' : 'status'}
    >
      {shown && (
        <>
          <div className="notice__body">
            {title && <p className="notice__title">{title}</p>}
            {children}
          </div>
          {onDismiss && (
            <button
              type="button"
              className="button button--quiet"
              onClick={(event) => {
                // The button goes with the notice: the focus goes on to what follows it, not
                // to the page's body (from where the keyboard starts again at the top).
                const notice = event.currentTarget.closest<HTMLElement>('.notice');
                if (notice) nextTabbable(notice)?.focus();
                onDismiss();
              }}
            >
              <Trans>Dismiss</Trans>
            </button>
          )}
        </>
      )}
    </div>
  );
}
