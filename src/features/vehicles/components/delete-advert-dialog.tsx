import { t } from '@lingui/core/macro';
import { ApiError } from '../../../api/client';
import { useCredentials } from '../../../api/use-credentials';
import { explainApiError } from '../../../components/api-error-panel';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NothingDeletedError, useDeleteAdvert } from '../api/vehicle-mutations';

export interface DeleteOutcome {
  readonly tone: 'success' | 'warning' | 'error';
  /** What to say, in the page's language when it is said (a switch after the delete follows). */
  readonly text: () => string;
  /** Proxy mode: refused for want of a session (it ended) or a role: offer to sign in. */
  readonly signIn?: boolean;
}

interface DeleteAdvertDialogProps {
  /** The advert asked about; null: the dialog is closed. */
  readonly advert: { readonly id: string; readonly title: string } | null;
  /** The seller deleting (their own adverts only). */
  readonly userId: number | null;
  readonly onCancel: () => void;
  /** After the service answered (or failed): what happened, to say on the page. */
  readonly onDone: (outcome: DeleteOutcome) => void;
  /** Once the dialog has closed (ConfirmDialog `onClosed`): where the focus goes next. */
  readonly onClosed?: () => void;
}

/**
 * "Delete this advert?" and the delete itself. Loaded the first time a seller asks to delete
 * (most readers never do), and kept mounted afterwards so that a delete on its way finishes.
 */
export default function DeleteAdvertDialog({
  advert,
  userId,
  onCancel,
  onDone,
  onClosed,
}: DeleteAdvertDialogProps) {
  const deletion = useDeleteAdvert();
  const { mode } = useCredentials();
  const confirm = () => {
    if (!advert || userId === null) return;
    const { id, title } = advert;
    deletion.mutate(
      { autoId: id, userId },
      {
        onSuccess: () =>
          onDone({ tone: 'success', text: () => t`Deleted “${title}” (advert ${id}).` }),
        onError: (error) =>
          onDone(
            error instanceof NothingDeletedError
              ? {
                  tone: 'warning',
                  text: () =>
                    t`Nothing was deleted: advert ${id} was not found, or it is not yours.`,
                }
              : // Explained by its code (sign in again, for a session that ended).
                {
                  tone: 'error',
                  text: () => t`“${title}” was not deleted: ${explainApiError(error, mode).fix}`,
                  signIn:
                    error instanceof ApiError &&
                    (error.kind === 'sign-in-required' || error.kind === 'role-required'),
                },
          ),
      },
    );
  };
  return (
    <ConfirmDialog
      open={advert !== null}
      title={t`Delete this advert?`}
      confirmLabel={t`Delete advert`}
      tone="danger"
      busy={deletion.isPending}
      onConfirm={confirm}
      onCancel={onCancel}
      onClosed={onClosed}
    >
      {advert && (
        <p>
          {t`“${advert.title}” (advert ${advert.id}) will be removed from the marketplace. This cannot be undone.`}
        </p>
      )}
    </ConfirmDialog>
  );
}
