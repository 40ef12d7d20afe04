// isAction is redux's, which the toolkit re-exports: the import does not bring the toolkit's own module.
import { isAction, type PayloadAction, type PayloadActionCreator } from '@reduxjs/toolkit';

/**
 * Redux Toolkit's createAction without a prepare callback: `type`, `match` and `toString`, the
 * action `{ type, payload }`. The slices use this one because the first load (the login page's)
 * must not use the toolkit's own module at run time: that one module would bring everything the
 * API layer uses of it (createSlice, immer…) along (src/app/storeParts.ts says more).
 */
export function createAction<P = void, T extends string = string>(type: T): PayloadActionCreator<P, T> {
  const actionCreator = (payload?: P): PayloadAction<P | undefined, T> => ({ type, payload });
  return Object.assign(actionCreator, {
    type,
    toString: () => type,
    match: (action: unknown): action is PayloadAction<P, T> => isAction(action) && action.type === type,
  }) as unknown as PayloadActionCreator<P, T>;
}
