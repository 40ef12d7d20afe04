/** React's DOM renderer, the first of the console's modules to be evaluated (src/app/main.tsx). */
export { createRoot } from 'react-dom/client';
