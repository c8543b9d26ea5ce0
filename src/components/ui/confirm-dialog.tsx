import { t } from '@lingui/core/macro';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  readonly tone?: 'danger' | 'default';
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /**
   * Once it has closed and the browser has put the focus back on the control that opened it:
   * the place to move the focus elsewhere (that control may be about to go). Focus moved while
   * the dialog is open is lost: everything outside a modal dialog is inert.
   */
  readonly onClosed?: () => void;
}

/**
 * A modal confirmation on the native <dialog>: the browser traps focus, Escape cancels, and
 * focus returns to the control that opened it. The safe choice (Cancel) has focus first.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
  onClosed,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  const closed = useEffectEvent(() => onClosed?.());
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      closed();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (!busy) onCancel();
          }}
          // aria-disabled, not disabled, while busy: a disabled button drops the focus of the
          // one who pressed it to the dialog's body, from where a screen reader starts again.
          aria-disabled={busy}
          autoFocus
        >
          {cancelLabel ?? t`Cancel`}
        </button>
        <button
          type="button"
          className={`button${tone === 'danger' ? ' button--danger' : ''}`}
          onClick={() => {
            if (!busy) onConfirm();
          }}
          aria-disabled={busy}
        >
          {busy ? t`Working…` : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
