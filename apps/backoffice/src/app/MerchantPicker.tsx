import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseMerchant, parseMerchantCode, useChosenMerchant } from '../shared/merchant-choice';

/** Platform staff act on one merchant at a time: its code, typed here and remembered on this browser. */
export const MerchantPicker = () => {
  const { t } = useTranslation();
  const id = useId();
  const chosen = useChosenMerchant();
  const [text, setText] = useState(chosen ?? '');
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = parseMerchantCode(text);
    setInvalid(code === null);
    if (code) {
      setText(code);
      chooseMerchant(code);
    }
  };

  return (
    <form className="merchant-picker" onSubmit={submit} data-testid="merchant-picker">
      <label htmlFor={id}>{t('shell.merchantCode')}</label>
      <input
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        dir="ltr"
        size={8}
        spellCheck={false}
        autoCapitalize="characters"
        aria-invalid={invalid || undefined}
        title={invalid ? t('signin.merchantInvalid') : undefined}
      />
      <button type="submit" className="btn btn--small">
        {t('shell.useMerchant')}
      </button>
    </form>
  );
};
