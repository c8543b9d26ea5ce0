/**
 * The seller's "Delete this advert?" and the deletion itself: loaded apart from the page, when
 * a seller first asks to delete (most readers never do), then kept mounted so that the native
 * dialog returns focus to the button that opened it.
 */
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NothingDeletedError, useDeleteAdvert } from '../api/vehicle-mutations';

export interface PendingDelete {
  readonly id: string;
  readonly title: string;
}

export interface Outcome {
  readonly tone: 'success' | 'warning' | 'error';
  readonly text: string;
}

interface DeleteAdvertDialogProps {
  readonly pending: PendingDelete | null;
  readonly userId: number | null;
  readonly onCancel: () => void;
  readonly onOutcome: (outcome: Outcome) => void;
  /** Called once the deletion has succeeded or failed (the dialog is to close). */
  readonly onSettled: () => void;
}

export default function DeleteAdvertDialog({
  pending,
  userId,
  onCancel,
  onOutcome,
  onSettled,
}: DeleteAdvertDialogProps) {
  const deletion = useDeleteAdvert();
  const confirmDelete = () => {
    if (!pending || userId === null) return;
    const { id, title } = pending;
    deletion.mutate(
      { autoId: id, userId },
      {
        onSuccess: () => onOutcome({ tone: 'success', text: `Deleted “${title}” (advert ${id}).` }),
        onError: (error) =>
          onOutcome({
            tone: error instanceof NothingDeletedError ? 'warning' : 'error',
            text:
              error instanceof NothingDeletedError
                ? `Nothing was deleted: advert ${id} was not found, or it is not yours.`
                : `“${title}” was not deleted: ${error.message}`,
          }),
        onSettled,
      },
    );
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      title="Delete this advert?"
      confirmLabel="Delete advert"
      tone="danger"
      busy={deletion.isPending}
      onConfirm={confirmDelete}
      onCancel={onCancel}
    >
      <p>
        “{pending?.title}” (advert {pending?.id}) will be removed from the marketplace. This cannot
        be undone.
      </p>
    </ConfirmDialog>
  );
}
