/**
 * The console's look and language. Language lives here beside the theme because both are device
 * preferences edited from the same control (login's bottom-right corner, the header, home's
 * system settings) and persisted the same way; a slice of its own would repeat all of that.
 */
import type { Action } from '@reduxjs/toolkit';
import { createAction } from '../lib/actions';
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

// Plain actions and reducer rather than createSlice, which would bring immer into the first load.
export const themeModeChanged = createAction<ThemeMode>('theme/themeModeChanged');
export const themeToggled = createAction('theme/themeToggled');
export const languageChanged = createAction<Language>('theme/languageChanged');

export function themeReducer(state: ThemeState = initialState, action: Action): ThemeState {
  // An unchanged value keeps the same state, as createSlice's did: nothing re-renders or is re-stored.
  if (themeModeChanged.match(action) && action.payload !== state.mode)
    return { ...state, mode: action.payload };
  if (themeToggled.match(action)) return { ...state, mode: state.mode === 'dark' ? 'light' : 'dark' };
  if (languageChanged.match(action) && action.payload !== state.language)
    return { ...state, language: action.payload };
  return state;
}

type WithTheme = { theme: ThemeState };
export const selectThemeMode = (state: WithTheme) => state.theme.mode;
export const selectLanguage = (state: WithTheme) => state.theme.language;

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
  serialize: false,
  // Read by redux-persist but missing from its types: the engine hands back objects, not JSON.
  ...({ deserialize: false } as object),
};
