import { act, screen } from '@testing-library/react';

/** The console's notice once it has appeared, its entering transition settled within act. */
export async function settledNotice(): Promise<HTMLElement> {
  const notice = await screen.findByTestId('notice');
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  return notice;
}
