import { Box, Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Can } from '../../kit/can';

export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Shown only when granted (the same rule the server applies to the call behind it). */
  permission?: string;
  danger?: boolean;
  onClick: () => void;
}

/**
 * The action cell of a row: small buttons, each behind its permission; on a phone only their icons
 * show (the label stays the accessible name), so the row keeps room for its data.
 */
export function RowActions({ actions, label }: { actions: readonly RowAction[]; label: string }) {
  return (
    <HStack gap="1" justify="flex-end" role="group" aria-label={label}>
      {actions.map((action) => {
        const button = (
          <Button
            key={action.key}
            size="xs"
            variant="ghost"
            px={{ base: '1', md: '2' }}
            colorPalette={action.danger === true ? 'red' : 'brand'}
            aria-label={action.label}
            title={action.label}
            onClick={action.onClick}
          >
            {action.icon}
            <Box as="span" hideBelow={action.icon === undefined ? undefined : 'md'}>
              {action.label}
            </Box>
          </Button>
        );
        return action.permission === undefined ? (
          button
        ) : (
          <Can key={action.key} permission={action.permission}>
            {button}
          </Can>
        );
      })}
    </HStack>
  );
}
