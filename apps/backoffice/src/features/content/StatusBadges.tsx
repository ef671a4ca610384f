import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';

const statusTone: Record<string, BadgeTone> = { DRAFT: 'muted', PUBLISHED: 'ok', CHANGED: 'warn' };
const windowTone: Record<string, BadgeTone> = { LIVE: 'ok', SCHEDULED: 'info', ENDED: 'muted', OFF: 'bad' };

/** Where a row stands: draft, published or changed, and (published) whether players see it now. */
export const StatusBadges = ({ status, window }: { status: string; window: string | null }) => {
  const { t } = useTranslation();
  return (
    <span className="content-badges" data-testid="entry-status" data-status={status}>
      <Badge tone={statusTone[status] ?? 'muted'}>{t(`content.status.${status}`)}</Badge>
      {window && window !== 'LIVE' ? <Badge tone={windowTone[window] ?? 'muted'}>{t(`content.window.${window}`)}</Badge> : null}
    </span>
  );
};
