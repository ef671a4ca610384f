import { type ProtectionState, protectionApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { call } from '../../shared/client';
import { useProtectionMutation } from './api';
import { endProtectedSession } from './gate-store';
import { choicesWithin, exclusionPresets, hoursAs, timeoutPresets } from './limit-rows';

/** The word the member types to self-exclude (the contract's literal, the same in every language). */
const WORD = 'EXCLUDE';

const Choices = ({
  name,
  values,
  value,
  onChange,
  label,
}: {
  name: string;
  values: number[];
  value: number;
  onChange: (v: number) => void;
  label: (v: number) => string;
}) => (
  <div className="chips pg-choices" role="radiogroup">
    {values.map((v) => (
      <label key={v} className={`chip${v === value ? ' chip--on' : ''}`} data-testid={`${name}-${v}`}>
        <input type="radio" className="visually-hidden" name={name} checked={v === value} onChange={() => onChange(v)} />
        {label(v)}
      </label>
    ))}
  </div>
);

/** A time-out: a short break from play and deposits, confirmed in a dialog; the session ends at once. */
const Timeout = ({ state }: { state: ProtectionState }) => {
  const { t } = useTranslation();
  const values = choicesWithin(timeoutPresets, state.profile.timeoutHours);
  const [hours, setHours] = useState(values[0] as number);
  const [asking, setAsking] = useState(false);
  const take = useProtectionMutation(() => call(protectionApi.timeout, { body: { hours } }));
  const label = (h: number) => {
    const d = hoursAs(h);
    return t(`protection.duration.${d.unit}`, { count: d.count });
  };
  // mutateAsync, not mutate's callbacks: the socket may end the session (and this page) before the answer arrives.
  const go = () =>
    take
      .mutateAsync(undefined)
      .then((s) => endProtectedSession({ textKey: 'protection.timeout.done', until: s.block?.until }))
      .catch(() => {});
  return (
    <section className="pg-section" aria-labelledby="pg-timeout" data-testid="pg-timeout">
      <h3 id="pg-timeout">{t('protection.timeout.title')}</h3>
      <p className="muted">{t('protection.timeout.intro')}</p>
      <Choices name="timeout" values={values} value={hours} onChange={setHours} label={label} />
      <button type="button" className="btn btn--primary" onClick={() => setAsking(true)} data-testid="timeout-open">
        {t('protection.timeout.take')}
      </button>
      <Modal open={asking} title={t('protection.timeout.title')} onClose={() => setAsking(false)} testId="timeout-confirm">
        <p>{t('protection.timeout.confirm', { duration: label(hours) })}</p>
        <ErrorText error={take.error} />
        <div className="modal__actions">
          <button type="button" className="btn" onClick={() => setAsking(false)}>
            {t('app.cancel')}
          </button>
          <button type="button" className="btn btn--primary" disabled={take.isPending} onClick={go} data-testid="timeout-submit">
            {t('protection.timeout.take')}
          </button>
        </div>
      </Modal>
    </section>
  );
};

/** Self-exclusion: months within the profile, what it means spelled out, and the typed confirmation word. */
const Exclusion = ({ state }: { state: ProtectionState }) => {
  const { t } = useTranslation();
  const values = choicesWithin(exclusionPresets, state.profile.exclusionMonths);
  const [months, setMonths] = useState(values[0] as number);
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const exclude = useProtectionMutation(() => call(protectionApi.exclude, { body: { months, confirm: WORD } }));
  const label = (m: number) =>
    m % 12 === 0 ? t('protection.duration.years', { count: m / 12 }) : t('protection.duration.months', { count: m });
  const go = () =>
    exclude
      .mutateAsync(undefined)
      .then((s) => endProtectedSession({ textKey: 'protection.exclusion.done', until: s.block?.until }))
      .catch(() => {});
  const close = () => {
    setAsking(false);
    setTyped('');
  };
  return (
    <section className="pg-section pg-section--warn" aria-labelledby="pg-exclusion" data-testid="pg-exclusion">
      <h3 id="pg-exclusion">{t('protection.exclusion.title')}</h3>
      <p className="muted">{t('protection.exclusion.intro')}</p>
      <Choices name="exclusion" values={values} value={months} onChange={setMonths} label={label} />
      <button type="button" className="btn pg-danger" onClick={() => setAsking(true)} data-testid="exclusion-open">
        {t('protection.exclusion.start')}
      </button>
      <Modal open={asking} title={t('protection.exclusion.title')} onClose={close} testId="exclusion-confirm" size="md">
        <p>{t('protection.exclusion.for', { duration: label(months) })}</p>
        <ul className="pg-list">
          <li>{t('protection.exclusion.everyBrand')}</li>
          <li>{t('protection.exclusion.noUndo')}</li>
          <li>{t('protection.exclusion.withdrawals')}</li>
          <li>{t('protection.exclusion.signOut')}</li>
        </ul>
        <label className="field">
          <span>{t('protection.exclusion.typeWord', { word: WORD })}</span>
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            data-autofocus
            data-testid="exclusion-word"
          />
        </label>
        <ErrorText error={exclude.error} />
        <div className="modal__actions">
          <button type="button" className="btn" onClick={close}>
            {t('app.cancel')}
          </button>
          <button
            type="button"
            className="btn pg-danger"
            disabled={typed.trim() !== WORD || exclude.isPending}
            onClick={go}
            data-testid="exclusion-submit"
          >
            {t('protection.exclusion.submit')}
          </button>
        </div>
      </Modal>
    </section>
  );
};

/** Time-out and self-exclusion, offered while no block is in force. */
export const BreakSection = ({ state }: { state: ProtectionState }) => (
  <>
    <Timeout state={state} />
    <Exclusion state={state} />
  </>
);
