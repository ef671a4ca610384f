import { useTranslation } from 'react-i18next';

/** The interface language as the API names it (the `language` query of catalogue calls). */
export const useLang = () => {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('ur') ? 'UR' : 'EN';
};
