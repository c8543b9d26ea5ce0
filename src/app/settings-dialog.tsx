import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCredentials } from '../api/credentials';
import { Checkbox, TextField } from '../components/ui/field';

const SOURCE_TEXT = {
  saved: 'You entered these.',
  demo: 'The demo seller of the embedded service (from the server).',
  server: 'The server holds the API key; you need not enter one.',
  none: 'No key is set.',
} as const;

/** The API key and the seller's user id. Never written into the page address. */
export function SettingsDialog() {
  const { credentials, source, mode, save, forget, settingsOpen, closeSettings } = useCredentials();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [apiKey, setApiKey] = useState('');
  const [userId, setUserId] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (settingsOpen && !dialog.open) {
      setApiKey(credentials.apiKey);
      setUserId(credentials.userId === null ? '' : String(credentials.userId));
      setRemember(source === 'saved' && localStorage.getItem('marketplace-credentials') !== null);
      setError(undefined);
      dialog.showModal();
    }
    if (!settingsOpen && dialog.open) dialog.close();
  }, [settingsOpen, credentials, source]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = userId.trim();
    if (trimmed !== '' && !/^\d{1,10}$/.test(trimmed)) {
      setError('The user id is a number, such as 5820722.');
      return;
    }
    save({ apiKey, userId: trimmed === '' ? null : Number(trimmed), remember });
    closeSettings();
  };

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={closeSettings}>
      <form onSubmit={onSubmit} noValidate>
        <h2 id={titleId} className="dialog__title">
          Settings
        </h2>
        <p className="field__hint">{SOURCE_TEXT[source]}</p>
        <TextField
          label="API key"
          name="api-key"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          hint={
            mode === 'proxy'
              ? 'Leave empty: the server adds its key.'
              : 'Sent with every request, never put in the page address.'
          }
        />
        <TextField
          label="Your user id (seller)"
          name="user-id"
          inputMode="numeric"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          error={error}
          hint="Your own adverts offer Delete."
        />
        <Checkbox
          label="Remember on this device (otherwise kept until the tab closes)"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <div className="dialog__actions">
          {source === 'saved' && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                forget();
                closeSettings();
              }}
            >
              Use the defaults
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={closeSettings}>
            Cancel
          </button>
          <button type="submit" className="button">
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}
