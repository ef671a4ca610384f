import { CONTENT_IMAGE_TYPES } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { uploadImage } from './content-api';

/** The banner's picture: upload a PNG, JPEG or WebP (checked again by the server), or none (the brand's drawn art). */
export const ImageField = ({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="field content-image">
      <label htmlFor="notice-image">{t('content.fields.image')}</label>
      <input
        id="notice-image"
        type="file"
        accept={CONTENT_IMAGE_TYPES.join(',')}
        disabled={busy}
        data-testid="field-image"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setBusy(true);
          setError(null);
          try {
            onChange((await uploadImage(merchant, file)).url);
          } catch (err) {
            setError(err);
          } finally {
            setBusy(false);
            e.target.value = '';
          }
        }}
      />
      <p className="field__hint">{t('content.fields.imageHint')}</p>
      {value ? (
        <div className="content-image__current">
          <img src={value} alt="" />
          <button type="button" className="btn btn--small" onClick={() => onChange(null)}>
            {t('content.actions.removeImage')}
          </button>
        </div>
      ) : null}
      <ErrorText error={error} />
    </div>
  );
};
