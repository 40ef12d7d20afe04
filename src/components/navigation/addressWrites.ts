import type { Location } from 'react-router';

/**
 * What the console last wrote to the address from each rendered location, shared by the lists'
 * state and the record dialogs. The router renders a navigation later than it changes the address
 * (a transition, slower still on a phone or a loaded machine): a second write before that render
 * (the search settling just after a record was opened, a filter picked while the search settles)
 * must start from the first, or the first is lost. Once the router renders, the new location is
 * the start again (a WeakMap: a rendered location's entry goes with it).
 */
const written = new WeakMap<Location, URLSearchParams>();

/** The address to change from `rendered`: the one written last from there, else the rendered one. */
export function addressToChange(rendered: Location, params: URLSearchParams): URLSearchParams {
  return written.get(rendered) ?? params;
}

/** Records a write made from `rendered`, for the next write before the router renders it. */
export function addressWritten(rendered: Location, next: URLSearchParams): void {
  written.set(rendered, next);
}
