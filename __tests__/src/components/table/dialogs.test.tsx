import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { DetailsDialog } from '../../../../src/components/dialogs/DetailsDialog';
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

describe('SelectField', () => {
  it('shows labels, returns values, and keeps its list at most 15rem high', async () => {
    const { user } = await renderConsole(route(<SelectHarness />));
    const select = screen.getByRole('combobox', { name: 'Pick' });
    expect(select).toHaveTextContent('Bee');
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(getComputedStyle(listbox.parentElement as HTMLElement).maxHeight).toBe('15rem');
    await user.click(screen.getByRole('option', { name: 'Label 3' }));
    expect(screen.getByRole('status')).toHaveTextContent('d3');
  });
});
