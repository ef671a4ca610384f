import { useMatches } from 'react-router';
import { type RouteEntry, routeTable } from './route-table';

export type RouteHandle = { entry: RouteEntry };

/** The route-table entry of the screen being shown (deepest match carrying one). */
export const useRouteEntry = (): RouteEntry => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return routeTable[routeTable.length - 1] as RouteEntry;
};
