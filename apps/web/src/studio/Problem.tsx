import { StudioCallError } from './api';
import { useStudio } from './context';

/** A refused call, in the page's words (the studio's code when the page knows it, a generic text otherwise). */
export const Problem = ({ error }: { error: unknown }) => {
  const { t } = useStudio();
  if (!error) return null;
  const code = error instanceof StudioCallError ? error.code : 'generic';
  const text = t(`errors.${code.replaceAll('.', '_')}`);
  return (
    <p className="studio-problem" role="alert" data-testid="studio-problem" data-code={code}>
      {text.startsWith('errors.') ? t('errors.generic') : text}
    </p>
  );
};
