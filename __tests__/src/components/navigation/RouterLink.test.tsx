import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import { RouterLink } from '../../../../src/components/navigation/RouterLink';

function WhereAmI() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string, link: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <WhereAmI />
    </MemoryRouter>,
  );
}

describe('RouterLink', () => {
  it('is a real link to the address, and a plain click goes there in place', async () => {
    const onClick = jest.fn();
    renderAt(
      '/profile',
      <RouterLink to="/user-management" onClick={onClick}>
        Users
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Users' });
    expect(link).toHaveAttribute('href', '/user-management');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/user-management');
  });

  it('leaves a modified click, a new-tab target and a prevented click to the browser', async () => {
    renderAt(
      '/profile',
      <>
        <RouterLink to="/user-management">Users</RouterLink>
        <RouterLink to="/partner-management" target="_blank">
          Partners
        </RouterLink>
        <RouterLink to="/partner-bookings" onClick={(event) => event.preventDefault()}>
          Bookings
        </RouterLink>
      </>,
    );
    // What the browser would do with these clicks, the test DOM cannot (it does not load pages): stopped
    // after the console's own handler has seen them.
    const stopPageLoad = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopPageLoad);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Users' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'Partners' }));
    await user.click(screen.getByRole('link', { name: 'Bookings' }));
    expect(screen.getByRole('status')).toHaveTextContent('/profile');
    document.removeEventListener('click', stopPageLoad);
  });

  it("serves as an MUI component's root, keeping its props", async () => {
    renderAt(
      '/',
      <Button component={RouterLink} to="/profile" aria-current="page">
        Profile
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Profile' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('MuiButton-root');
    await userEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('/profile');
  });
});
