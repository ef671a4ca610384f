import type { MaintenanceWindow, MaintenanceWindowBody } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { fromZonedInput, toZonedInput } from '../../shared/zoned-time';

type Mode = MaintenanceWindowBody['mode'];
type Props = {
  open: boolean;
  title: string;
  current: MaintenanceWindow;
  busy: boolean;
  error: unknown;
  onSave: (body: MaintenanceWindowBody) => void;
  onClose: () => void;
};

/** The zone windows are typed in: the merchant's, else the browser's. */
export const useZone = () => useMerchantFacts().zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A maintenance window for a game or a vendor: now (until an end, or until lifted), scheduled (a start and an end), or
 * lifted. Times are typed in the merchant's zone; the server checks the window again.
 */
export const MaintenanceDialog = ({ open, title, current, busy, error, onSave, onClose }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const zone = useZone();
  const [mode, setMode] = useState<Mode>(current.active && !current.from ? 'NOW' : current.from ? 'SCHEDULED' : 'NOW');
  const [from, setFrom] = useState(toZonedInput(current.from, zone));
  const [until, setUntil] = useState(toZonedInput(current.until, zone));
  const fromIso = fromZonedInput(from, zone);
  const untilIso = until ? fromZonedInput(until, zone) : null;
  const missing = mode === 'SCHEDULED' && !fromIso;
  const submit = () => {
    if (missing) return;
    if (mode === 'OFF') return onSave({ mode });
    onSave({
      mode,
      ...(mode === 'SCHEDULED' && fromIso ? { from: fromIso } : {}),
      ...(untilIso ? { until: untilIso } : {}),
    });
  };
  return (
    <Modal open={open} title={title} onClose={onClose} testId="maintenance-dialog">
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="games-modes">
          <legend>{t('games.maintenance.when')}</legend>
          {(['NOW', 'SCHEDULED', 'OFF'] as const).map((m) => (
            <label key={m} className="check">
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                data-testid={`maintenance-mode-${m.toLowerCase()}`}
              />
              <span>{t(`games.maintenance.mode.${m}`)}</span>
            </label>
          ))}
        </fieldset>
        {mode === 'SCHEDULED' ? (
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('games.maintenance.from')}</label>
            <input
              id={`${id}-from`}
              type="datetime-local"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={missing ? true : undefined}
              data-testid="maintenance-from"
            />
          </div>
        ) : null}
        {mode !== 'OFF' ? (
          <div className="field">
            <label htmlFor={`${id}-until`}>{t('games.maintenance.until')}</label>
            <input
              id={`${id}-until`}
              type="datetime-local"
              value={until}
              onChange={(e) => setUntil(e.target.value)}
              data-testid="maintenance-until"
            />
            <p className="field__hint">{t('games.maintenance.untilHint', { zone })}</p>
          </div>
        ) : null}
        {missing ? <p className="field__problem">{t('games.maintenance.fromRequired')}</p> : null}
        <ErrorText error={error} />
        <div className="actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy || missing} data-testid="maintenance-save">
            {t('games.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
};

/** A window in words: in force now (and until when), scheduled (from … until …), or none. */
export const useWindowText = () => {
  const { t } = useTranslation();
  return (w: MaintenanceWindow, dateTime: (iso: string | null) => string) => {
    if (w.active) return w.until ? t('games.maintenance.activeUntil', { until: dateTime(w.until) }) : t('games.maintenance.active');
    if (w.from) return t('games.maintenance.scheduled', { from: dateTime(w.from), until: w.until ? dateTime(w.until) : '—' });
    return null;
  };
};
