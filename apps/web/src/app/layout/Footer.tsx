import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Img } from '../../components/Img';
import { useSystem } from '../../shared/system';
import { useCsLinks } from '../../shared/customer-service';
import { useVendors } from '../../features/catalogue/api';
import { compactAmount } from '../../lib/compact-amount';

/** Social networks shown in the footer when the merchant has a customer-service link of that type. */
const SOCIAL = ['FACEBOOK', 'YOUTUBE', 'TELEGRAM', 'INSTAGRAM', 'TWITTER', 'WHATSAPP', 'LINE', 'ZALO'];

export const Footer = () => {
  const { t, i18n } = useTranslation();
  const { brand, info } = useSystem();
  // The merchant's Zalo follow reward, beside its Zalo link (spec section 9: "up to 131K").
  const zaloMinor = info?.settings.zaloReward;
  const zaloReward = zaloMinor ? compactAmount(zaloMinor, brand?.currency.decimals ?? 2, i18n.language) : null;
  const social = useCsLinks().filter((l) => SOCIAL.includes(l.csType));
  const year = new Date().getFullYear();
  // Each vendor of the catalogue once (a vendor may run several categories), with its generated logo.
  const { data: lanes = [] } = useVendors();
  const vendors = [...new Map(lanes.flatMap((l) => l.cards).map((c) => [c.vassalage, c])).values()];

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
              <Link to="/guide">{t('screens.guide')}</Link>
            </li>
            <li>
              <Link to="/winners">{t('screens.winners')}</Link>
            </li>
            <li>
              <Link to="/download">{t('screens.download')}</Link>
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
                    {s.csType === 'ZALO' && zaloReward ? (
                      <span className="social-row__reward" data-testid="zalo-reward">
                        {t('footer.zaloReward', { amount: zaloReward })}
                      </span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {vendors.length > 0 ? (
        <section className="site-footer__vendors" aria-label={t('footer.vendors')}>
          <ul className="vendor-logos" data-testid="vendor-logos">
            {vendors.map((v) => (
              <li key={v.vassalage} className="vendor-logos__item" title={v.displayName}>
                <Img src={v.icons.icon} alt={v.displayName} height={32} width={32} className="vendor-logos__img" />
                <span className="vendor-logos__name">{v.displayName}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="site-footer__bottom">
        {brand?.licenceImage ? (
          <Img src={brand.licenceImage} alt={t('footer.licence')} height={40} className="site-footer__licence" />
        ) : null}
        <p className="muted">{t('footer.copyright', { year, brand: brand?.name ?? '' })}</p>
      </div>
    </footer>
  );
};
