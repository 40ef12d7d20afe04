import { screen } from '@testing-library/react';
import { renderConsole } from '../../../support/renderConsole';

describe('not found', () => {
  it('answers any unknown path, signed in or not', async () => {
    await renderConsole({ route: '/no/such/page', language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("We can't seem to find the page you are looking for!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Pool Villa`))).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('speaks Thai by default', async () => {
    await renderConsole({ route: '/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่ต้องการ' })).toBeInTheDocument();
  });
});
