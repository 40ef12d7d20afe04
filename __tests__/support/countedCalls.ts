/**
 * A module as it is, with the calls of the functions `counted` names added up in `counter`: a test
 * mocks the module with it (`jest.mock(path, () => countedCalls(jest.requireActual(path), …))`) to
 * see how often a component calling one of them is drawn.
 */
export function countedCalls<Module extends object>(
  actual: Module,
  counter: { count: number },
  counted: (name: string) => boolean,
): Module {
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [
      name,
      typeof value === 'function' && counted(name)
        ? (...args: unknown[]) => {
            counter.count += 1;
            return (value as (...args: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  ) as Module;
}
