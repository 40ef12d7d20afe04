import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * DataGrid moves focus between cells with the arrow keys; when a cell holding controls gets it,
 * the first control takes it, so Enter or Space acts at once and Tab walks the cell's controls.
 * Give those controls `tabIndex={params.tabIndex}` so Tab does not stop in unfocused cells, and put
 * `onKeyDown={keepActivationKeys}` on the element that holds them.
 */
export function useCellFocus<E extends HTMLElement = HTMLDivElement>(hasFocus: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const cell = ref.current;
    if (!hasFocus || !cell || cell.contains(document.activeElement)) return;
    cell
      .querySelector<HTMLElement>('button, input, [href], [tabindex]:not([tabindex="-1"])')
      ?.focus({ preventScroll: true });
  }, [hasFocus]);
  return ref;
}

/**
 * Space and Enter on a control inside a cell belong to the control. DataGrid cancels Space on its
 * cells (to keep the page from scrolling), which would stop a button or a switch from acting on it.
 */
export function keepActivationKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === ' ' || event.key === 'Enter') event.stopPropagation();
}
