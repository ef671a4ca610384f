import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Pair = { EN: string; UR: string };

/** One text in EN and UR side by side (UR right-to-left), as an input or an HTML text area. */
export const BilingualFields = ({
  label,
  value,
  onChange,
  multiline,
  hint,
  testId,
  max,
}: {
  label: string;
  value: Pair;
  onChange: (v: Pair) => void;
  multiline?: boolean;
  hint?: string;
  testId: string;
  max: number;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="bilingual">
      <legend>{label}</legend>
      {(['EN', 'UR'] as const).map((lang) => {
        const props = {
          id: `${id}-${lang}`,
          value: value[lang],
          // HTML source reads best left to right (its Urdu runs still flow right to left); plain Urdu text is right to left.
          dir: lang === 'UR' && !multiline ? 'rtl' : 'ltr',
          lang: lang === 'UR' ? 'ur' : 'en',
          maxLength: max,
          'data-testid': `${testId}-${lang.toLowerCase()}`,
        } as const;
        return (
          <div className="field" key={lang}>
            <label htmlFor={props.id}>{t(`content.lang.${lang}`)}</label>
            {multiline ? (
              <textarea {...props} rows={5} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
            ) : (
              <input {...props} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
            )}
          </div>
        );
      })}
      {hint ? <p className="field__hint bilingual__hint">{hint}</p> : null}
    </fieldset>
  );
};
