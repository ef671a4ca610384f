import { useRouteEntry } from '../app/use-route-entry';
import { HelpCentre } from '../features/help/HelpCentre';

export default function Help() {
  return <HelpCentre id={useRouteEntry().id} />;
}
