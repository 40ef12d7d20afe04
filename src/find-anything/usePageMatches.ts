import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchablePages } from '../components/layout/menu';
import { LANGUAGES } from '../slices/themeSlice';
import { pageRecord, type FoundRecord } from './foundRecords';
import { anyMatches } from './matching';

/**
 * The console's pages whose title, in any of its languages, holds the term ("user" finds user
 * management in the Thai interface too); all of them for no term. The other language's texts load
 * the first time the palette opens (only the spoken one is there at start).
 */
export function usePageMatches(term: string): { pages: FoundRecord[]; loadAllTitles: () => void } {
  const { t, i18n } = useTranslation(['pages', 'layout', 'find', 'roles']);
  const loadedLanguages = useCallback(
    () => LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'pages')),
    [i18n],
  );
  const [languages, setLanguages] = useState(loadedLanguages);
  const loadAllTitles = useCallback(() => {
    if (loadedLanguages().length === LANGUAGES.length) return;
    void i18n.loadLanguages([...LANGUAGES]).then(() => setLanguages(loadedLanguages()));
  }, [i18n, loadedLanguages]);
  const pages = useMemo(
    () =>
      searchablePages
        .filter(
          (page) =>
            !term ||
            anyMatches(
              term,
              t(page.titleKey),
              ...languages.map((language) => i18n.getFixedT(language)(page.titleKey)),
            ),
        )
        .map(pageRecord),
    [term, t, i18n, languages],
  );
  return { pages, loadAllTitles };
}
