import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/app/i18n';
import { StatusChip } from '../../../src/bookings/StatusChip';
import { bookingBadgeOf, paymentBadgeOf } from '../../../src/bookings/statusLabels';
import type { Language } from '../../../src/slices/themeSlice';
import { allTexts } from '../../support/texts';

const renderIn = (language: Language, chip: React.ReactNode) =>
  render(<I18nextProvider i18n={createI18n(language, allTexts)}>{chip}</I18nextProvider>);

describe('StatusChip', () => {
  it('reads a known status in words', () => {
    renderIn('en', <StatusChip badge={bookingBadgeOf('PAYMENT2')} testId="status" />);
    expect(screen.getByTestId('status')).toHaveTextContent('Pending verify');
  });

  it("says a status the console does not know is unknown, in the admin's language, never the bare code", () => {
    const { unmount } = renderIn('en', <StatusChip badge={bookingBadgeOf('REFUNDED')} testId="status" />);
    expect(screen.getByTestId('status')).toHaveTextContent(/^Unknown status: REFUNDED$/);
    unmount();
    renderIn('th', <StatusChip badge={paymentBadgeOf(1, 'ON_HOLD', 'PENDING')} testId="status" />);
    expect(screen.getByTestId('status')).toHaveTextContent(/^สถานะที่ไม่รู้จัก: ON_HOLD$/);
  });
});
