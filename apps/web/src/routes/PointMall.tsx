import { useTranslation } from 'react-i18next';
import { Screen } from '../components/Screen';
import { PointMall as Mall } from '../features/loyalty/PointMall';

/** Lazy screen (PointMall): the points mall. */
export default function PointMall() {
  const { t } = useTranslation();
  return (
    <Screen id="pointMall" title={t('screens.pointMall')}>
      <Mall />
    </Screen>
  );
}
