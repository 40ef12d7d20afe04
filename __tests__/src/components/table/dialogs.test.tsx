import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { DetailsDialog, useShownWhileClosing } from '../../../../src/components/dialogs/DetailsDialog';
import { useConfirm } from '../../../../src/components/dialogs/useConfirm';
import { SelectField } from '../../../../src/components/table';
import { renderConsole } from '../../../support/renderConsole';

function ConfirmHarness({ answers }: { answers: boolean[] }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          answers.push(await confirm({ title: 'Delete it?', message: 'Really?', danger: true }))
        }
      >
        ask
      </button>
      {dialog}
    </>
  );
}

function DetailsHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <DetailsDialog open={open} title="Details" onClose={() => setOpen(false)}>
        body
      </DetailsDialog>
    </>
  );
}

function SelectHarness() {
  const [value, setValue] = useState('b');
  const options = Array.from({ length: 30 }, (_, index) => ({
    value: String.fromCharCode(97 + (index % 26)) + index,
    label: `Label ${index}`,
  }));
  return (
    <>
      <SelectField
        label="Pick"
        value={value}
        options={[{ value: 'b', label: 'Bee' }, ...options]}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

const route = (element: React.ReactNode) => ({ language: 'en' as const, routes: [{ path: '/', element }] });

describe('useConfirm (the one ConfirmDialog)', () => {
  it('answers true on confirm and false on cancel or Escape', async () => {
    const answers: boolean[] = [];
    const { user } = await renderConsole(route(<ConfirmHarness answers={answers} />));
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('dialog', { name: 'Delete it?' })).toHaveAccessibleDescription('Really?');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answers).toEqual([true]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('dialog', { name: 'Delete it?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([true, false]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('dialog', { name: 'Delete it?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([true, false, false]));
  });
});

describe('the modal behaviour (spec section 2)', () => {
  it('closes on Escape and on the backdrop, and blocks page scrolling while open', async () => {
    const { user } = await renderConsole(route(<DetailsHarness />));
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Details' });
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');

    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Details' });
    await user.click(document.querySelector('.MuiDialog-container') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function KeptDetailsHarness({ closeDisabled = false }: { closeDisabled?: boolean }) {
  const [item, setItem] = useState<string | null>(null);
  const shown = useShownWhileClosing(item);
  return (
    <>
      <button type="button" onClick={() => setItem('Villa Sunset')}>
        open
      </button>
      <DetailsDialog
        open={item !== null}
        title={`About ${shown ?? ''}`}
        summary="What the villa is"
        onClose={() => setItem(null)}
        closeDisabled={closeDisabled}
      >
        {shown}
      </DetailsDialog>
      <output data-testid="item">{item ?? 'closed'}</output>
    </>
  );
}

describe('DetailsDialog (the one read-only dialog)', () => {
  it('closes with its close icon and with Close, and gives the focus back to what opened it', async () => {
    const { user } = await renderConsole(route(<KeptDetailsHarness />));
    for (const which of [0, 1]) {
      const opener = screen.getByRole('button', { name: 'open' });
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'About Villa Sunset' });
      const closes = within(dialog).getAllByRole('button', { name: 'Close' });
      expect(closes).toHaveLength(2);
      await user.click(closes[which]);
      // Still showing what it showed while it fades out, not an empty title.
      expect(dialog).toHaveTextContent('About Villa Sunset');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(opener).toHaveFocus();
    }
  });

  it('is described by its summary, and its content is a named region a keyboard can focus', async () => {
    const { user } = await renderConsole(route(<KeptDetailsHarness />));
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Villa Sunset' });
    expect(dialog).toHaveAccessibleDescription('What the villa is');
    const content = within(dialog).getByRole('region', { name: 'About Villa Sunset' });
    expect(content).toHaveTextContent('Villa Sunset');
    expect(content).toHaveAttribute('tabindex', '0');
  });

  it('cannot be closed while closeDisabled (an upload runs): not by its buttons, Escape or the backdrop', async () => {
    const { user } = await renderConsole(route(<KeptDetailsHarness closeDisabled />));
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Villa Sunset' });
    for (const close of within(dialog).getAllByRole('button', { name: 'Close' }))
      expect(close).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.MuiDialog-container') as HTMLElement);
    expect(screen.getByTestId('item')).toHaveTextContent('Villa Sunset');
  });
});

describe('SelectField', () => {
  it('shows labels, returns values, and keeps its list at most 15rem high', async () => {
    const { user } = await renderConsole(route(<SelectHarness />));
    const select = screen.getByRole('combobox', { name: 'Pick' });
    expect(select).toHaveTextContent('Bee');
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    // 15rem, computed at the root's 16 px.
    expect(getComputedStyle(listbox.parentElement as HTMLElement).maxHeight).toBe('240px');
    await user.click(screen.getByRole('option', { name: 'Label 3' }));
    expect(screen.getByRole('status')).toHaveTextContent('d3');
  });
});
