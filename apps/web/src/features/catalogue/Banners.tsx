import type { BannerItem } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Img } from '../../components/Img';
import { cdnUrl } from './cdn';

/** Banner carousel: loops with autoplay every 5 s and a 1 s slide, only when there is more than one banner. */
export const BannerCarousel = ({ banners }: { banners: BannerItem[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const many = banners.length > 1;
  useEffect(() => {
    if (!many || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % banners.length), 5000);
    return () => window.clearInterval(timer);
  }, [many, paused, banners.length]);
  if (banners.length === 0) return null;
  const open = (b: BannerItem) => {
    if (b.linkageType === 'ROUTE' && b.linkUrl) navigate(b.linkUrl);
    else if (b.linkageType === 'URL' && b.linkUrl) window.open(b.linkUrl, '_blank', 'noopener');
  };
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('catalogue.banners')}
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div
        className="banner__track"
        style={{ transform: `translateX(calc(${index} * -100% * var(--dir-sign, 1)))`, transition: many ? 'transform 1s ease' : 'none' }}
      >
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="banner__slide"
            onClick={() => open(b)}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
          >
            {/* the first banner is the lobby's largest picture (its LCP): fetched at once; the others when they slide in */}
            <Img src={cdnUrl(b.url)} alt="" className="banner__img" priority={i === 0} />
            <span className="banner__title">{b.title}</span>
          </button>
        ))}
      </div>
      {many ? (
        <div className="banner__dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={`banner__dot${i === index ? ' is-on' : ''}`}
              aria-label={t('catalogue.bannerN', { n: i + 1 })}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
};
