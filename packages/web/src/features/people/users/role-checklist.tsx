import { SimpleGrid } from '@chakra-ui/react';
import { PlainCheckbox } from '../../../components/data-ui/plain-checkbox';
import type { SelectOption } from '../../../components/data-ui/select-box';

/** The company's roles as checkboxes (a short list): the user form and the bulk assignment pick with it. */
export function RoleChecklist({ roles, selected, onChange }: { roles: readonly SelectOption[]; selected: readonly string[]; onChange: (ids: string[]) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
      {roles.map((role) => (
        <PlainCheckbox
          key={role.value}
          label={role.label}
          checked={selected.includes(role.value)}
          onCheckedChange={(checked) => {
            onChange(checked ? [...selected, role.value] : selected.filter((id) => id !== role.value));
          }}
        />
      ))}
    </SimpleGrid>
  );
}
