import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { exportFileName, saveBlob } from './download';

/**
 * "Export to Excel": the server writes the .xlsx of the list's current filters and sorting (all pages,
 * not just the one on screen); the browser saves it as `<title>-<yyyyMMdd>.xlsx`. A failure is shown
 * by the error presenter like any other call.
 */
export function ExportButton({ title, exporter, disabled = false }: { title: string; exporter: () => Promise<Blob>; disabled?: boolean }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={pending}
      loadingText={t('Data.Export.Exporting')}
      disabled={disabled}
      onClick={() => {
        setPending(true);
        exporter().then(
          (blob) => {
            saveBlob(blob, exportFileName(title));
            setPending(false);
          },
          () => {
            setPending(false);
          },
        );
      }}
    >
      <LuFileSpreadsheet aria-hidden />
      {t('Data.List.Export')}
    </Button>
  );
}
