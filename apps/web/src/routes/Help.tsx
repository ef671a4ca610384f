import { useRouteEntry } from '../shared/route-entry';
import { HelpCentre } from '../features/help/HelpCentre';

export default function Help() {
  return <HelpCentre id={useRouteEntry().id} />;
}
