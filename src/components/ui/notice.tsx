import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface NoticeProps {
  readonly tone?: 'info' | 'warning' | 'success' | 'error';
  readonly title?: ReactNode;
  readonly children: ReactNode;
  readonly onDismiss?: () => void;
}

/** A message in the flow of the page; warnings and errors are announced when they appear. */
export function Notice({ tone = 'info', title, children, onDismiss }: NoticeProps) {
  const urgent = tone === 'error';
  return (
    <div className={`notice notice--${tone}`} role={urgent ? 'alert' : 'status'}>
      <div className="notice__body">
        {title && <p className="notice__title">{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className="button button--quiet" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </button>
      )}
    </div>
  );
}
