import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useCredentials } from '../api/use-credentials';
import { Checkbox } from '../components/ui/field';
import { FormTextField } from '../components/ui/form-fields';
import { focusHeading, headingAbove, lost } from '../lib/focus-return';
import { settingsSchema, type SettingsValues } from './settings-schema';

const SOURCE_TEXT = {
  saved: msg`You entered these.`,
  demo: msg`The demo seller of the embedded service (from the server).`,
  server: msg`This server holds the API key: there is nothing to enter.`,
  none: msg`No key is set.`,
} as const;

interface SettingsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The API key and the seller's user id. Never written into the page address. */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  const { credentials, source, remembered, mode, store } = useCredentials();
  const ref = useRef<HTMLDialogElement>(null);
  const { t, i18n } = useLingui();
  const titleId = useId();
  const form = useForm<SettingsValues, unknown, z.output<typeof settingsSchema>>({
    resolver: zodResolver(settingsSchema),
    defaultValues: { apiKey: '', userId: '', remember: false },
  });
  const { reset } = form;
  // Where the reader goes on from if the button that opened the dialog is gone when it closes
  // (an error's "Open settings", taken away by the key just saved): the heading above it.
  const fallback = useRef<HTMLElement | undefined>(undefined);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Opens with what the app calls with now.
      reset({
        apiKey: credentials.apiKey,
        userId: credentials.userId === null ? '' : String(credentials.userId),
        remember: source === 'saved' && remembered,
      });
      fallback.current = document.activeElement ? headingAbove(document.activeElement) : undefined;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, credentials, source, remembered, reset]);

  const onSubmit = form.handleSubmit((saved) => {
    store.save(saved);
    onClose();
  });

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={() => {
        // The dialog gave the focus back already, unless its opener went meanwhile (then it
        // stays on the closed dialog's button, or goes to the body); or the opener goes with
        // the page's next render (the new key's answer, from the cache).
        const heading = fallback.current;
        requestAnimationFrame(() => {
          const stranded = lost() || !!ref.current?.contains(document.activeElement);
          if (stranded && heading?.isConnected) focusHeading(heading);
        });
        onClose();
      }}
    >
      {mode === 'proxy' ? (
        // The server holds the key and a signed-in account says who the seller is: nothing
        // entered here would be used.
        <form method="dialog">
          <h2 id={titleId} className="dialog__title">
            <Trans>Settings</Trans>
          </h2>
          <p>{i18n._(SOURCE_TEXT.server)}</p>
          <p>
            <Trans>
              Signing in gives your account’s roles: a seller deletes their own adverts, an operator
              reviews the orders.
            </Trans>
          </p>
          <div className="dialog__actions">
            <button type="submit" className="button">
              <Trans>Close</Trans>
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <h2 id={titleId} className="dialog__title">
            <Trans>Settings</Trans>
          </h2>
          <p className="field__hint">{i18n._(SOURCE_TEXT[source])}</p>
          <FormTextField
            form={form}
            name="apiKey"
            label={t`API key`}
            autoComplete="off"
            spellCheck={false}
            hint={t`Sent with every request, never put in the page address.`}
          />
          <FormTextField
            form={form}
            name="userId"
            label={t`Your user ID (seller)`}
            inputMode="numeric"
            hint={t`You can delete your own adverts.`}
          />
          <Checkbox
            label={t`Remember on this device (otherwise kept until the tab closes)`}
            {...form.register('remember')}
          />
          <div className="dialog__actions">
            {source === 'saved' && (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  store.forget();
                  onClose();
                }}
              >
                <Trans>Use the defaults</Trans>
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button">
              <Trans>Save</Trans>
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
