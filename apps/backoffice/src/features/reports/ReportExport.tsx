import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '../../components/CsvExportButton';
import { type ReportView, reportExportUrl } from './report-params';

type Props = { merchant: string; view: ReportView; onDone: (fileName: string) => void };

/** "Export CSV": the report on screen as a file (every row, then the totals), after a reason for the audit record. */
export const ReportExport = ({ merchant, view, onDone }: Props) => {
  const { t } = useTranslation();
  return (
    <CsvExportButton
      urlOf={(reason) => reportExportUrl(merchant, view, reason)}
      fallbackName={`${view.report}-${merchant}-${view.range.from}-${view.range.to}.csv`}
      texts={{
        button: t('reports.export.button'),
        title: t('reports.export.title'),
        text: t('reports.export.text', { report: t(`reports.kinds.${view.report}`) }),
        label: t('reports.export.label'),
        rule: t('reports.export.rule'),
        submit: t('reports.export.submit'),
      }}
      testId="report-export"
      dialogTestId="report-export-dialog"
      onDone={onDone}
    />
  );
};
