import { PLAYER_EXPORT_MAX } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '../../components/CsvExportButton';
import { useFormat } from '../../shared/format';
import { exportUrl } from './export-csv';
import type { SearchState } from './search-state';

type Props = { merchant: string; search: SearchState; onDone: (fileName: string) => void };

/** "Export CSV": the matches of the current search as a file, after a reason for the audit record. */
export const ExportButton = ({ merchant, search, onDone }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <CsvExportButton
      urlOf={(reason) => exportUrl(merchant, search, reason)}
      fallbackName={`players-${merchant}.csv`}
      texts={{
        button: t('players.export.button'),
        title: t('players.export.title'),
        text: t('players.export.text', { max: f.number(PLAYER_EXPORT_MAX) }),
        label: t('players.reason.label'),
        rule: t('players.reason.rule'),
        submit: t('players.export.submit'),
      }}
      testId="players-export"
      dialogTestId="export-dialog"
      onDone={onDone}
    />
  );
};
