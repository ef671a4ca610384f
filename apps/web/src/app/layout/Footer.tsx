import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Img } from '../../components/Img';
import { useSystem } from '../../shared/system';
import { useCsLinks } from '../../shared/customer-service';

/** Social networks shown in the footer when the merchant has a customer-service link of that type. */
const SOCIAL = ['FACEBOOK', 'YOUTUBE', 'TELEGRAM', 'INSTAGRAM', 'TWITTER', 'WHATSAPP', 'LINE', 'ZALO'];

export const Footer = () => {
  const { t } = useTranslation();
  const { brand } = useSystem();
  const social = useCsLinks().filter((l) => SOCIAL.includes(l.csType));
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__cols">
        <section>
          <h2>{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to="/help">{t('nav.helpCentre')}</Link>
            </li>
            <li>
              <Link to="/help#term">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/promotions">{t('nav.promotions')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.products')}</h2>
          <ul>
            <li>
              <Link to="/sports">{t('screens.sports')}</Link>
            </li>
            <li>
              <Link to="/live">{t('screens.live')}</Link>
            </li>
            <li>
              <Link to="/rng">{t('screens.rng')}</Link>
            </li>
            <li>
              <Link to="/lott">{t('screens.lott')}</Link>
            </li>
          </ul>
        </section>
        {brand && brand.paymentMethods.length > 0 ? (
          <section>
            <h2>{t('footer.payments')}</h2>
            <ul className="logo-row">
              {brand.paymentMethods.map((p) => (
                <li key={p.name}>
                  <Img src={p.image} alt={p.name} title={p.name} height={28} className="logo-row__img" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {social.length > 0 ? (
          <section>
            <h2>{t('footer.social')}</h2>
            <ul className="social-row" data-testid="social-links">
              {social.map((s) => (
                <li key={s.csType}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" className="chip">
                    {t(`social.${s.csType}`, { defaultValue: s.displayName ?? s.csType })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {/* Vendor logos join this area with the game catalogue issue. */}
      <div className="site-footer__vendors" data-testid="vendor-logos" />
      <div className="site-footer__bottom">
        {brand?.licenceImage ? (
          <Img src={brand.licenceImage} alt={t('footer.licence')} height={40} className="site-footer__licence" />
        ) : null}
        <p className="muted">{t('footer.copyright', { year, brand: brand?.name ?? '' })}</p>
      </div>
    </footer>
  );
};
