/**
 * The console's look and language. Language lives here beside the theme because both are device
 * preferences edited from the same control (login's bottom-right corner, the header, home's
 * system settings) and persisted the same way; a slice of its own would repeat all of that.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistConfig } from 'redux-persist';
import { sliceStorageEngine, StorageKey } from '../lib/storage';

export type ThemeMode = 'light' | 'dark';
export type Language = 'th' | 'en';
export const LANGUAGES: readonly Language[] = ['th', 'en'];

export interface ThemeState {
  mode: ThemeMode;
  language: Language;
}

const initialState: ThemeState = { mode: 'light', language: 'th' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeModeChanged: (state, action: PayloadAction<ThemeMode>) => {
      state.mode = action.payload;
    },
    themeToggled: (state) => {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    languageChanged: (state, action: PayloadAction<Language>) => {
      state.language = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
    selectLanguage: (state) => state.language,
  },
});

export const { themeModeChanged, themeToggled, languageChanged } = themeSlice.actions;
export const { selectThemeMode, selectLanguage } = themeSlice.selectors;

/** Mode under t, language under l; stored values that are not a known mode or language fall back. */
export const themePersistConfig: PersistConfig<ThemeState> = {
  key: 'theme',
  storage: sliceStorageEngine<ThemeState>({
    fields: { mode: StorageKey.theme, language: StorageKey.language },
    restore: (restored) => ({
      mode: restored.mode === 'dark' ? 'dark' : 'light',
      language: restored.language && LANGUAGES.includes(restored.language) ? restored.language : 'th',
    }),
  }),
};
