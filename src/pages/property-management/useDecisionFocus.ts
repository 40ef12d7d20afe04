import { useEffect, useRef, type RefObject } from 'react';
import type { Property, PropertyType } from '../../../contract';
import type { DecisionKind } from './usePropertyDecisions';

/** Finds, within the tab panel, the element that should take the focus; null when it is not shown. */
type Target = (panel: HTMLElement) => HTMLElement | null;

interface FocusPlan {
  /** The decided types: the plan waits until none of them is listed any more. */
  leaving: readonly string[];
  /** Tried in order: the first one shown and enabled takes the focus. */
  targets: readonly Target[];
}

const typeCard = (panel: HTMLElement, propertyTypeId: string) =>
  Array.from(panel.querySelectorAll<HTMLElement>('[data-property-type-id]')).find(
    (card) => card.dataset.propertyTypeId === propertyTypeId,
  ) ?? null;

const decisionButton =
  (propertyTypeId: string, kind: DecisionKind): Target =>
  (panel) =>
    typeCard(panel, propertyTypeId)?.querySelector<HTMLElement>(`[data-decision="${kind}"]`) ?? null;

const propertyToggle =
  (propertyId: string): Target =>
  (panel) =>
    Array.from(panel.querySelectorAll<HTMLElement>('[data-property-id]'))
      .find((card) => card.dataset.propertyId === propertyId)
      ?.querySelector<HTMLElement>('[data-property-toggle]') ?? null;

/** The tab naming the list the decision was made in: the list's heading. */
const listTab =
  (tabId: string): Target =>
  () =>
    document.getElementById(tabId);

/**
 * Keeps the keyboard's place when a decision takes types out of the list. The button the admin
 * pressed leaves with its type (the cached lists move it at once), so the confirm dialog has
 * nothing to give the focus back to and it would fall to the page's body, sending the next Tab to
 * the skip link. Instead it goes to the same action of the next type in that property, else of
 * the previous one, else to the property's toggle, else to the list's tab.
 */
export function useDecisionFocus(panelRef: RefObject<HTMLElement | null>, tabId: string, list: unknown) {
  const plan = useRef<FocusPlan | null>(null);

  // Runs after the dialog's focus trap has tried (and failed) to give the focus back to the
  // button: both happen in the commit that closes the dialog, cleanups before effects.
  useEffect(() => {
    const panel = panelRef.current;
    const current = plan.current;
    if (!panel || !current || current.leaving.some((id) => typeCard(panel, id))) return;
    plan.current = null;
    for (const target of current.targets) {
      const element = target(panel);
      if (element && !element.matches(':disabled')) {
        element.focus();
        return;
      }
    }
  }, [panelRef, list]);

  return {
    /** Before a decision on one type of `property` (as listed in the tab shown) is sent. */
    afterDecision(kind: DecisionKind, type: PropertyType, property: Property | undefined) {
      const types = property?.propertyTypes ?? [];
      const index = types.findIndex((candidate) => candidate.propertyTypeId === type.propertyTypeId);
      const neighbours = [...types.slice(index + 1), ...types.slice(0, Math.max(index, 0)).reverse()];
      plan.current = {
        leaving: [type.propertyTypeId],
        targets: [
          ...neighbours.map((neighbour) => decisionButton(neighbour.propertyTypeId, kind)),
          ...(property ? [propertyToggle(property.propertyId)] : []),
          listTab(tabId),
        ],
      };
    },
    /** Before a bulk approval is sent: the bulk bar's buttons go as soon as the types are busy. */
    afterBulk(types: readonly PropertyType[]) {
      plan.current = { leaving: types.map((type) => type.propertyTypeId), targets: [listTab(tabId)] };
    },
  };
}
