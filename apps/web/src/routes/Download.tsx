import { AppDownload } from '../features/system/AppDownload';

export default function Download() {
  return <AppDownload />;
}
