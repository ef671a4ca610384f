import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';
import { Screen } from '../../components/Screen';
import { currentLanguage } from '../../i18n';
import { useHelpCenter } from '../../shared/system';
import { SafeHtml } from '../../components/SafeHtml';

/** Help centre: categories and articles from /wps/system/helpCenter; #term scrolls to the terms article. */
export const HelpCentre = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  return (
    <Screen id={id} title={t('screens.help')}>
      <HelpContent />
    </Screen>
  );
};

/** The articles of the help centre: the route's screen and the side menu's modal (HelpModal) both show them. */
export const HelpContent = () => {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const language = i18n.language ? currentLanguage() : 'EN';
  const { data, error, isPending } = useHelpCenter(language);

  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [data, hash]);

  return (
    <>
      {isPending ? <LoadingCover /> : null}
      <ErrorText error={error} />
      {data && data.length === 0 ? <EmptyState /> : null}
      <div className="help">
        {data && data.length > 0 ? (
          <nav className="help__toc" aria-label={t('help.contents')}>
            <ul>
              {data.flatMap((c) =>
                c.articles.map((a) => (
                  <li key={a.id}>
                    <a href={`#${a.anchor ?? `article-${a.id}`}`}>{a.title}</a>
                  </li>
                )),
              )}
            </ul>
          </nav>
        ) : null}
        <div className="help__body">
          {data?.map((c) => (
            <section key={c.id} className="help__category">
              <h2>{c.title}</h2>
              {c.articles.map((a) => (
                <article
                  key={a.id}
                  id={a.anchor ?? `article-${a.id}`}
                  className="help__article"
                  data-testid={`help-article-${a.anchor ?? a.id}`}
                >
                  <h3>{a.title}</h3>
                  <SafeHtml html={a.content} className="rich-text" />
                </article>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
};
