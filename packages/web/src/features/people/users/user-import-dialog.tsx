import { Alert, Button, chakra, Stack, Table, Text } from '@chakra-ui/react';
import { isApiError, type ApiError } from '@eticket/api-client';
import { UserLimits, type UserImportResult } from '@eticket/core/people';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { saveBlob } from '../../../components/data-ui/download';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { usePeople } from '../people-api';
import { importProblems, type ImportProblem } from './import-problems';

export interface UserImportDialogProps {
  /** After the dialog has closed: the count, and the password made for the rows without one (shown once). */
  onImported: (result: UserImportResult) => void;
  onClose: () => void;
}

/** The file's bytes as base64 (the data URL without its prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('read failed'));
    };
    reader.readAsDataURL(file);
  });
}

/** The row problems of a refused import are shown in the dialog, not toasted. */
const rowProblems = (error: ApiError) => error.status === 400 && error.validationErrors.length > 0;

function ProblemTable({ problems }: { problems: readonly ImportProblem[] }) {
  const t = useT();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="md" maxH="64">
      <Table.Root size="sm" aria-label={t('People.Import.Failed', { count: problems.length })} data-testid="import-problems">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('People.Import.Row')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('People.Import.Column')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('People.Import.Problem')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {problems.map((p, i) => (
            <Table.Row key={`${String(p.row)}-${p.column}-${String(i)}`}>
              <Table.Cell>{p.row ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{p.column || '—'}</Table.Cell>
              <Table.Cell>{p.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Import users from the .xlsx template: all rows or none; a refusal lists each row and column with its problem. */
export function UserImportDialog({ onImported, onClose }: UserImportDialogProps) {
  const t = useT();
  const people = usePeople();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<readonly ImportProblem[]>([]);
  const [tooLarge, setTooLarge] = useState(false);
  const submit = () => {
    if (file === null) return;
    setPending(true);
    setProblems([]);
    readBase64(file)
      .then((contentBase64) => people.users.importExcel({ fileName: file.name, contentBase64 }, { silent: rowProblems }))
      .then(
        (answer) => {
          notify({ kind: 'message', type: 'success', title: t('People.Import.Done', { count: answer.imported }), durationMs: 4000 });
          onClose();
          onImported(answer);
        },
        (error: unknown) => {
          setPending(false);
          if (isApiError(error) && rowProblems(error)) setProblems(importProblems(error.validationErrors, t));
        },
      );
  };
  return (
    <ModalFrame
      title={t('People.Import.Title')}
      testId="user-import"
      onClose={onClose}
      size="lg"
      actions={
        <Button colorPalette="brand" loading={pending} disabled={file === null || tooLarge} onClick={submit}>
          {t('People.Import.Action')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">{t('People.Import.Hint')}</Text>
        <Button
          alignSelf="flex-start"
          size="sm"
          minH="11"
          variant="outline"
          onClick={() => {
            people.users.importTemplate().then((blob) => {
              saveBlob(blob, `${t('People.Import.TemplateFile')}.xlsx`);
            }, () => undefined);
          }}
        >
          <LuDownload aria-hidden />
          {t('People.Import.Template')}
        </Button>
        <chakra.label display="flex" flexDirection="column" gap="1.5" fontSize="sm" fontWeight="medium">
          {t('People.Import.File')}
          <chakra.input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            minH="11"
            fontWeight="normal"
            onChange={(e) => {
              const chosen = e.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              setProblems([]);
              setTooLarge(chosen !== null && chosen.size > UserLimits.importBytesMax);
            }}
          />
        </chakra.label>
        {tooLarge && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t('People.Import.TooLarge')}
          </Text>
        )}
        {problems.length > 0 && (
          <Alert.Root status="error" data-testid="import-failed">
            <Alert.Indicator />
            <Alert.Title>{t('People.Import.Failed', { count: problems.length })}</Alert.Title>
          </Alert.Root>
        )}
        {problems.length > 0 && <ProblemTable problems={problems} />}
      </Stack>
    </ModalFrame>
  );
}

export default function UserImportDialogInFullUi(props: UserImportDialogProps) {
  return (
    <FullUiProvider>
      <UserImportDialog {...props} />
    </FullUiProvider>
  );
}
