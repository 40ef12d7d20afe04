import { screen } from '@testing-library/react';
import { MenuBadge } from '../../../../src/components/layout/MenuBadge';
import { renderConsole } from '../../../support/renderConsole';

const badgeRoutes = (count: number | undefined) => [
  {
    path: '/',
    element: (
      <a href="/transfer-management">
        Transfer management
        <MenuBadge count={count} />
      </a>
    ),
  },
];

describe("a menu entry's badge", () => {
  it("caps the figure at 99+ but names the whole count, in the entry's name", async () => {
    await renderConsole({ routes: badgeRoutes(120), language: 'en' });
    expect(screen.getByTestId('menu-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Transfer management 120 pending' })).toBeInTheDocument();
  });

  it('shows the count itself up to 99, in Thai too', async () => {
    await renderConsole({ routes: badgeRoutes(99), language: 'th' });
    expect(screen.getByTestId('menu-badge')).toHaveTextContent(/^99/);
    expect(
      screen.getByRole('link', { name: 'Transfer management รอดำเนินการ 99 รายการ' }),
    ).toBeInTheDocument();
  });

  it('shows nothing when nothing waits, or while the count is unknown', async () => {
    await renderConsole({ routes: badgeRoutes(0), language: 'en' });
    expect(screen.queryByTestId('menu-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transfer management' })).toBeInTheDocument();
  });
});
