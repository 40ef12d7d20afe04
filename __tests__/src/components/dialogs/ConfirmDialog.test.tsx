import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../../../src/components/dialogs/ConfirmDialog';
import { renderConsole } from '../../../support/renderConsole';

function Harness({ busy = false, onConfirm = () => undefined }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete user</Button>
      <ConfirmDialog
        open={open}
        title="Delete this user?"
        message="This cannot be undone."
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const render = (element: React.ReactElement) =>
  renderConsole({ routes: [{ path: '/', element }], language: 'en' });

describe('the confirm dialog', () => {
  it('has a title and message, confirms, cancels, and returns focus to its opener', async () => {
    const onConfirm = jest.fn();
    const { user } = await render(<Harness onConfirm={onConfirm} />);
    const opener = await screen.findByRole('button', { name: 'Delete user' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('MuiButton-colorError');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('disables both buttons while busy and cannot be dismissed', async () => {
    const { user } = await render(<Harness busy />);
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
