import { act, startTransition, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n } from '../../../src/app/i18n';
import { translationPart } from '../../../src/app/translationParts';
import { ConsoleTextsGate } from '../../../src/components/layout/AdminLayout';
import th from '../../../translations/th.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Hooks under the gate, as the shell has: they broke when the gate shared their component. */
function ShellText() {
  const { t } = useTranslation();
  const text = useMemo(() => t('layout.skipToContent'), [t]);
  return <p>{text}</p>;
}

describe("the console texts' gate", () => {
  it('draws the shell once the texts are in, however soon they arrive, without React recovering from an error', async () => {
    for (let run = 0; run < 5; run += 1) {
      // Signed out at start: only the shell's texts, the console's are fetched at the gate.
      const i18n = createI18n('th', { th: translationPart(th, 'shell') });
      const container = document.createElement('div');
      const recovered = jest.fn();
      const root = createRoot(container, { onRecoverableError: recovered });
      await act(async () => {
        startTransition(() =>
          root.render(
            <I18nextProvider i18n={i18n}>
              <Suspense fallback="…">
                <ConsoleTextsGate>
                  <ShellText />
                </ConsoleTextsGate>
              </Suspense>
            </I18nextProvider>,
          ),
        );
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(recovered).not.toHaveBeenCalled();
      expect(container.textContent).toBe(th.layout.skipToContent);
      act(() => root.unmount());
    }
  });
});
