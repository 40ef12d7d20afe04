/**
 * Stands in for the `use-sync-external-store/shim` package (webpack.config.ts aliases it here):
 * react-i18next (so the first load) and the data grid's packages import useSyncExternalStore from
 * it, a fallback written for React before 18. On React 18 and later the shim hands back React's own
 * hook, which is what this module exports, without the fallback's code.
 */
export { useSyncExternalStore } from 'react';
