import { useMutation } from '@tanstack/react-query';
import { PLAYER_EXPORT_MAX } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from '../../shared/fetch-file';
import { useFormat } from '../../shared/format';
import { ReasonDialog } from '../../components/ReasonDialog';
import { exportUrl } from './export-csv';
import type { SearchState } from './search-state';

type Props = { merchant: string; search: SearchState; onDone: (fileName: string) => void };

/**
 * "Export CSV": the matches of the current search as a file, after a reason for the audit record. Shown only to a
 * role holding `reports.export` (the page decides; the server checks it again).
 */
export const ExportButton = ({ merchant, search, onDone }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  // Each opening is a new dialog: the last export's reason does not linger in it.
  const [round, setRound] = useState(0);
  const run = useMutation({
    mutationFn: (reason: string) =>
      fetchFile(exportUrl(merchant, search, reason), { accept: 'text/csv', fallbackName: `players-${merchant}.csv` }),
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
        data-testid="players-export"
      >
        {t('players.export.button')}
      </button>
      <ReasonDialog
        label={t('players.reason.label')}
        rule={t('players.reason.rule')}
        key={round}
        open={open}
        title={t('players.export.title')}
        text={t('players.export.text', { max: f.number(PLAYER_EXPORT_MAX) })}
        confirmLabel={t('players.export.submit')}
        busy={run.isPending}
        error={run.error}
        testId="export-dialog"
        onSubmit={(reason) => run.mutate(reason)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
