import { Suspense, use } from 'react';
import { act, screen } from '@testing-library/react';
import { DetailsDialog } from '../../../../src/components/dialogs/DetailsDialog';
import { renderConsole } from '../../../support/renderConsole';

function renderDialog(title: string) {
  return renderConsole({
    language: 'en',
    routes: [
      {
        path: '/',
        element: (
          <DetailsDialog open title={title} onClose={() => undefined}>
            Details
          </DetailsDialog>
        ),
      },
    ],
  });
}

describe('the details dialog title', () => {
  it('keeps a booking code on one line, however narrow the screen (the words around it still wrap)', async () => {
    await renderDialog('Payment details · PV-2026-000137');
    const dialog = await screen.findByRole('dialog', { name: 'Payment details · PV-2026-000137' });
    const code = screen.getByText('PV-2026-000137');
    expect(dialog).toContainElement(code);
    // A browser breaks a line after a hyphen (and anywhere, under the title's overflow-wrap) unless told not to.
    expect(code).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('heading', { name: 'Payment details · PV-2026-000137' })).toHaveStyle({
      overflowWrap: 'anywhere',
    });
  });

  it('lets a code too long for a phone break rather than run out of the dialog', async () => {
    const long = `PV-${'9'.repeat(40)}`;
    await renderDialog(`Booking ${long}`);
    expect(await screen.findByRole('dialog', { name: `Booking ${long}` })).toBeInTheDocument();
    // Not set apart on one line: it stays in the title's text, which may break anywhere.
    expect(screen.queryByText(long)).toBeNull();
  });
});

describe('the details dialog content', () => {
  it('still loading (its code or texts) waits inside the dialog: the page behind stays, and the focus in the dialog', async () => {
    let arrive = () => {};
    const texts = new Promise<void>((resolve) => (arrive = resolve));
    function LaterContent() {
      use(texts);
      return <p>Booking details</p>;
    }
    await renderConsole({
      language: 'en',
      routes: [
        {
          path: '/',
          element: (
            // The route's own boundary, as src/app/router.tsx gives every screen.
            <Suspense fallback={<p>Page loading</p>}>
              <p>The list of bookings</p>
              <DetailsDialog open title="Payment details" onClose={() => undefined}>
                <LaterContent />
              </DetailsDialog>
            </Suspense>
          ),
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(dialog).toContainElement(screen.getByRole('progressbar', { name: 'Loading' }));
    expect(screen.queryByText('Page loading')).toBeNull();
    expect(screen.getByText('The list of bookings')).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await act(async () => arrive());
    expect(await screen.findByText('Booking details')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
