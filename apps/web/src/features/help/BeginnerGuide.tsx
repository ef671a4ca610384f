import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../components/Screen';
import { openAuthDialog } from '../../shared/auth-dialog';
import { openHelpDialog } from '../../shared/help-dialog';
import { useToken } from '../../shared/session';

/** The beginner guide: the first steps on the site, each with the place where it is done. */
const STEPS = [
  { key: 'register', to: null },
  { key: 'deposit', to: '/member/depositv2' },
  { key: 'play', to: '/rng' },
  { key: 'records', to: '/member/personalHistoryCopy' },
  { key: 'withdraw', to: '/member/withdraw' },
  { key: 'app', to: '/download' },
] as const;

export const BeginnerGuide = () => {
  const { t } = useTranslation();
  const loggedIn = Boolean(useToken());
  return (
    <Screen id="guide" title={t('screens.guide')} subtitle={t('guide.intro')}>
      <ol className="guide-steps" data-testid="guide-steps">
        {STEPS.map((s, i) => (
          <li key={s.key} className="guide-step">
            <span className="guide-step__n" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2>{t(`guide.steps.${s.key}.title`)}</h2>
              <p className="muted">{t(`guide.steps.${s.key}.text`)}</p>
              {s.to ? (
                <Link className="btn btn--sm" to={s.to}>
                  {t(`guide.steps.${s.key}.action`)}
                </Link>
              ) : loggedIn ? null : (
                <button type="button" className="btn btn--sm btn--primary" onClick={() => openAuthDialog('register')}>
                  {t(`guide.steps.${s.key}.action`)}
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <p>
        <button type="button" className="btn btn--sm" onClick={openHelpDialog}>
          {t('guide.more')}
        </button>
      </p>
    </Screen>
  );
};
