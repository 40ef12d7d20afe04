import { useCallback, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * The ConfirmDialog as a question to await:
 *
 *   const { confirm, dialog } = useConfirm();
 *   if (await confirm({ title, message, danger: true })) deleteRow();
 *   …
 *   return <>{…}{dialog}</>;
 *
 * The dialog closes as soon as the admin answers; the action then shows its progress where it
 * happens (the row). Escape, the backdrop and Cancel answer false.
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactElement;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  // Kept after closing, so the texts stay put while the dialog fades out.
  const [shown, setShown] = useState<ConfirmOptions | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setShown(options);
        setPending((previous) => {
          previous?.resolve(false);
          return { options, resolve };
        });
      }),
    [],
  );

  const answer = useCallback(
    (confirmed: boolean) => {
      pending?.resolve(confirmed);
      setPending(null);
    },
    [pending],
  );

  const dialog = useMemo(
    () => (
      <ConfirmDialog
        open={pending !== null}
        title={shown?.title ?? ''}
        message={shown?.message ?? null}
        confirmLabel={shown?.confirmLabel}
        cancelLabel={shown?.cancelLabel}
        danger={shown?.danger}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    ),
    [pending, shown, answer],
  );

  return { confirm, dialog };
}
