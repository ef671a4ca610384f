import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText } from '../../components/ErrorText';
import { errorCodeOf } from '../../shared/api';

/** A refused round: the server's reason, and the way to the deposit page when the money ran short. */
export const PlayProblem = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (!error) return null;
  const code = errorCodeOf(error);
  return (
    <div className="play__error" data-testid="play-error" data-code={code}>
      <ErrorText error={error} />
      {code === 'wallet.insufficient_funds' ? (
        <Link className="btn btn--primary btn--sm" to="/member/depositv2" data-testid="play-deposit">
          {t('nav.deposit')}
        </Link>
      ) : null}
    </div>
  );
};
