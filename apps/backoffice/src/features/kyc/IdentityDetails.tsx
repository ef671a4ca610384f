import type { KycDetails } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { birthDateText } from './kyc-state';

const fields = ['fullName', 'birthDate', 'idNumber', 'nationality', 'address'] as const;

/** The identity details the player gave, to compare with the document; or that none are given yet. */
export const IdentityDetails = ({ details }: { details: KycDetails | null }) => {
  const { t, i18n } = useTranslation();
  return (
    <section className="panel" aria-labelledby="kyc-details-title" data-testid="kyc-details">
      <h2 id="kyc-details-title">{t('kyc.details.title')}</h2>
      {details ? (
        <dl className="facts kyc-details">
          {fields.map((key) => (
            <div key={key} data-field={key}>
              <dt>{t(`kyc.details.${key}`)}</dt>
              <dd>
                {key === 'birthDate' ? (
                  <>
                    {birthDateText(details.birthDate, i18n.language)}{' '}
                    <bdi className="muted mono" dir="ltr">
                      ({details.birthDate})
                    </bdi>
                  </>
                ) : key === 'idNumber' ? (
                  <bdi className="mono" dir="ltr">
                    {details.idNumber}
                  </bdi>
                ) : (
                  <bdi dir="auto">{details[key]}</bdi>
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted" data-testid="kyc-no-details">
          {t('kyc.details.none')}
        </p>
      )}
    </section>
  );
};
