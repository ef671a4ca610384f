import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../shared/session';

/**
 * An agent in the player lobby (issue 36: a newly invited agent landed here with no hint of the agent centre): where
 * the agent centre is, its sign-in address, and a way there.
 */
export const AgentCentreBanner = () => {
  const { t } = useTranslation();
  if (useViewer().kind !== 'agent') return null;
  return (
    <aside className="agent-banner" aria-labelledby="agent-banner-title" data-testid="agent-centre-banner">
      <div>
        <h2 id="agent-banner-title" className="agent-banner__title">
          {t('home.agentBanner.title')}
        </h2>
        <p className="agent-banner__body">{t('home.agentBanner.body')}</p>
        <p className="agent-banner__body">
          {t('home.agentBanner.address')}{' '}
          <bdi dir="ltr" className="agent-banner__address" data-testid="agent-centre-address">
            /agent
          </bdi>
        </p>
      </div>
      <Link className="btn btn--primary" to="/agentHome" data-testid="agent-centre-open">
        {t('home.agentBanner.open')}
      </Link>
    </aside>
  );
};
