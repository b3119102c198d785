import { Button, Stack, Text } from '@chakra-ui/react';
import { CatalogLimits, validatePartTemplateInput, validateProcedureTemplateInput } from '@eticket/core/catalog';
import type { FieldErrors } from '@eticket/core/validation';
import { useState } from 'react';
import { failureText, serverFieldErrors } from '../../../components/data-ui/api-failure';
import { FormField } from '../../../components/data-ui/form-fields';
import { invalidate } from '../../../components/data-ui/invalidation';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { CatalogResource, FORM_CALL, useCatalog } from '../catalog-api';
import type { PartRow, ProcedureRow } from '../shared/item-rows';

/** What to save: the style's part rows or its procedure rows, as they stand in the form. */
export type TemplateSource = { kind: 'part'; rows: readonly PartRow[] } | { kind: 'procedure'; rows: readonly ProcedureRow[] };

export interface SaveAsTemplateProps {
  source: TemplateSource;
  /** The name offered (the style's number and name). */
  defaultName: string;
  onClose: () => void;
}

/**
 * 存为模板 (domain §screens, products): a new part or procedure template from the style's current rows — the
 * same core rule as the template editor checks them, the same create call; the style itself is not touched.
 * The import pickers of every open style form list the new template at once (the lookups are invalidated).
 */
function SaveAsTemplateForm({ source, defaultName, onClose }: SaveAsTemplateProps) {
  const t = useT();
  const catalog = useCatalog();
  const [name, setName] = useState(defaultName.slice(0, CatalogLimits.nameMax));
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** The core's refusal: the name under its field, the list's problems counted above the actions. */
  const refuse = (errors: FieldErrors) => {
    const { name: nameIssue, items: listIssue, ...rowIssues } = errors;
    setNameError(nameIssue === undefined ? null : t(nameIssue.key, nameIssue.params));
    const rowCount = Object.keys(rowIssues).length;
    if (listIssue !== undefined) setError(t(listIssue.key, listIssue.params));
    else setError(rowCount > 0 ? t('Catalog.Template.ItemsInvalid', { count: rowCount }) : null);
  };

  const save = () => {
    const raw = { name, remark: null, items: source.rows };
    let created: Promise<{ name: string }>;
    if (source.kind === 'part') {
      const checked = validatePartTemplateInput(raw);
      if (!checked.ok) {
        refuse(checked.errors);
        return;
      }
      created = catalog.partTemplates.create(checked.value, FORM_CALL);
    } else {
      const checked = validateProcedureTemplateInput(raw);
      if (!checked.ok) {
        refuse(checked.errors);
        return;
      }
      created = catalog.procedureTemplates.create(checked.value, FORM_CALL);
    }
    setPending(true);
    setNameError(null);
    setError(null);
    created.then(
      (template) => {
        setPending(false);
        invalidate(source.kind === 'part' ? CatalogResource.partTemplate : CatalogResource.procedureTemplate);
        notify({ kind: 'message', type: 'success', title: t('Catalog.Template.SavedAs', { name: template.name }), durationMs: 3000 });
        onClose();
      },
      (failure: unknown) => {
        setPending(false);
        const fields = serverFieldErrors(failure);
        if (fields['name'] !== undefined) setNameError(fields['name']);
        else setError(Object.values(fields)[0] ?? failureText(failure, t));
      },
    );
  };

  return (
    <ModalFrame
      title={t(source.kind === 'part' ? 'Catalog.Template.SavePartsTitle' : 'Catalog.Template.SaveProceduresTitle')}
      testId="save-as-template"
      onClose={onClose}
      actions={
        <Button colorPalette="brand" loading={pending} onClick={save}>
          {t('Catalog.Action.SaveAsTemplate')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('Catalog.Template.SaveHint', { count: source.rows.length })}
        </Text>
        <FormField label={t('Catalog.Field.Name')} error={nameError} required>
          <PlainInput
            size="sm"
            value={name}
            maxLength={CatalogLimits.nameMax}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
          />
        </FormField>
        {error !== null && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </ModalFrame>
  );
}

export default function SaveAsTemplateDialog(props: SaveAsTemplateProps) {
  return (
    <FullUiProvider>
      <SaveAsTemplateForm {...props} />
    </FullUiProvider>
  );
}
