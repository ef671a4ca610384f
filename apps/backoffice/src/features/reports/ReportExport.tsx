import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog';
import { fetchFile, saveFile } from '../../shared/fetch-file';
import { type ReportView, reportExportUrl } from './report-params';

type Props = { merchant: string; view: ReportView; onDone: (fileName: string) => void };

/**
 * "Export CSV": the report on screen as a file (every row, then the totals), after a reason that goes on the audit
 * record. Shown only to a role holding `reports.export` (the page decides; the server checks it again).
 */
export const ReportExport = ({ merchant, view, onDone }: Props) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening is a new dialog: the last export's reason does not linger in it.
  const [round, setRound] = useState(0);
  const run = useMutation({
    mutationFn: (reason: string) =>
      fetchFile(reportExportUrl(merchant, view, reason), {
        accept: 'text/csv',
        fallbackName: `${view.report}-${merchant}-${view.range.from}-${view.range.to}.csv`,
      }),
    onSuccess: ({ blob, name }) => {
      saveFile(blob, name);
      setOpen(false);
      onDone(name);
    },
  });
  return (
    <>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => {
          run.reset();
          setRound((r) => r + 1);
          setOpen(true);
        }}
        data-testid="report-export"
      >
        {t('reports.export.button')}
      </button>
      <ReasonDialog
        key={round}
        open={open}
        title={t('reports.export.title')}
        text={t('reports.export.text', { report: t(`reports.kinds.${view.report}`) })}
        label={t('reports.export.label')}
        rule={t('reports.export.rule')}
        confirmLabel={t('reports.export.submit')}
        busy={run.isPending}
        error={run.error}
        testId="report-export-dialog"
        onSubmit={(reason) => run.mutate(reason)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
