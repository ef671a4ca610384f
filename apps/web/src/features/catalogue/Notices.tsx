import type { NoticeItem } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { SafeHtml } from '../../components/SafeHtml';

/** Marquee of player notices; a title opens the notice modal. */
export const NoticeMarquee = ({ notices }: { notices: NoticeItem[] }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<NoticeItem | null>(null);
  if (notices.length === 0) return null;
  return (
    <div className="marquee" data-testid="notice-marquee">
      <span className="marquee__label">{t('catalogue.notices')}</span>
      <div className="marquee__viewport">
        <div className="marquee__track">
          {/* Two copies make the loop seamless; the second is hidden from assistive technology. */}
          {[0, 1].flatMap((copy) =>
            notices.map((n) => (
              <button
                key={`${copy}-${n.id}`}
                type="button"
                className="link-btn marquee__item"
                onClick={() => setOpen(n)}
                tabIndex={copy ? -1 : 0}
                aria-hidden={copy === 1}
              >
                {n.title}
              </button>
            )),
          )}
        </div>
      </div>
      <Modal open={Boolean(open)} title={open?.title ?? ''} onClose={() => setOpen(null)} testId="notice-modal" size="md">
        {open ? <SafeHtml html={open.content} className="rich-text" /> : null}
      </Modal>
    </div>
  );
};
