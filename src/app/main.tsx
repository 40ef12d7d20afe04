/**
 * The webpack entry: the console's modules evaluated in three steps, then its start
 * (src/app/start.tsx). Over a prerendered page each step is a task of its own (startTask.ts): React's
 * DOM renderer, then the theme's machinery (Emotion, MUI's styling), then the console's own code.
 * Each is imported eagerly: it stays in the entry's scripts, and only its evaluation waits.
 */
import { startSteps } from './startTask';

async function main() {
  const step = startSteps(document.getElementById('root'));
  await step(() => import(/* webpackMode: "eager" */ './domRenderer'));
  await step(() => import(/* webpackMode: "eager" */ './providers'));
  const { start } = await step(() => import(/* webpackMode: "eager" */ './start'));
  await step(() => start(step));
}

void main();
