/**
 * How the console's start is cut into steps. Over a prerendered page (login, home) each step runs
 * in a task of its own: the page is already on screen, and several short tasks instead of one long
 * one keep it answering the visitor (Lighthouse's total blocking time). Otherwise each step runs at
 * once, in the same task: nothing is on screen yet, and the page's first call and code must not
 * wait behind other tasks (user management's first row was later when its start waited).
 */
export type StartStep = <T>(step: () => T | Promise<T>) => Promise<T>;

export function startSteps(root: HTMLElement | null): StartStep {
  const ownTasks = root?.hasAttribute('data-prerendered') === true;
  return async (step) => {
    if (ownTasks) await new Promise((resolve) => setTimeout(resolve, 0));
    return step();
  };
}
