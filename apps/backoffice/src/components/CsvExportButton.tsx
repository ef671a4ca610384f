import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchFile, saveFile } from '../shared/fetch-file';
import { ReasonDialog } from './ReasonDialog';

type Texts = { button: string; title: string; text: string; label: string; rule: string; submit: string };
type Props = {
  /** The export's address for a reason (the reason goes on the audit record). */
  urlOf: (reason: string) => string;
  fallbackName: string;
  texts: Texts;
  testId: string;
  dialogTestId: string;
  onDone: (fileName: string) => void;
};

/**
 * "Export CSV": a file after a reason for the audit record, saved in the browser. Shown only to a role holding
 * `reports.export` (the page decides; the server checks it again).
 */
export const CsvExportButton = ({ urlOf, fallbackName, texts, testId, dialogTestId, onDone }: Props) => {
  const [open, setOpen] = useState(false);
  // Each opening is a new dialog: the last export's reason does not linger in it.
  const [round, setRound] = useState(0);
  const run = useMutation({
    mutationFn: (reason: string) => fetchFile(urlOf(reason), { accept: 'text/csv', fallbackName }),
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
        data-testid={testId}
      >
        {texts.button}
      </button>
      <ReasonDialog
        key={round}
        open={open}
        title={texts.title}
        text={texts.text}
        label={texts.label}
        rule={texts.rule}
        confirmLabel={texts.submit}
        busy={run.isPending}
        error={run.error}
        testId={dialogTestId}
        onSubmit={(reason) => run.mutate(reason)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
