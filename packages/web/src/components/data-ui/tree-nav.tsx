import { Box, chakra, Text } from '@chakra-ui/react';

/** 44 px: the touch target of the shop floor's phones. */
const TOUCH = '11';

export interface TreeNavNode {
  id: string;
  label: string;
  depth: number;
  /** A muted note at the end of the row (a member count …). */
  detail?: string;
}

function NodeButton({ label, detail, depth, selected, onClick }: { label: string; detail?: string | undefined; depth: number; selected: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      w="full"
      minH={TOUCH}
      ps={`${String(0.75 + depth * 1.25)}rem`}
      pe="3"
      rounded="md"
      textAlign="start"
      fontSize="sm"
      aria-current={selected ? 'true' : undefined}
      bg={selected ? 'brand.subtle' : undefined}
      color={selected ? 'brand.fg' : undefined}
      fontWeight={selected ? 'semibold' : 'normal'}
      _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
      focusVisibleRing="inside"
      onClick={onClick}
    >
      <Text as="span" truncate>
        {label}
      </Text>
      {detail !== undefined && (
        <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
          {detail}
        </Text>
      )}
    </chakra.button>
  );
}

/**
 * A tree to pick from, as an indented list of buttons (the organization tree beside the user list and the
 * member ticket logs): "all" first (selects null), then each node depth-first.
 */
export function TreeNav({ label, allLabel, nodes, selectedId, onSelect }: { label: string; allLabel: string; nodes: readonly TreeNavNode[]; selectedId: string | null; onSelect: (id: string | null) => void }) {
  return (
    <Box as="ul" listStyleType="none" aria-label={label}>
      <li>
        <NodeButton
          label={allLabel}
          depth={0}
          selected={selectedId === null}
          onClick={() => {
            onSelect(null);
          }}
        />
      </li>
      {nodes.map((node) => (
        <li key={node.id}>
          <NodeButton
            label={node.label}
            detail={node.detail}
            depth={node.depth}
            selected={selectedId === node.id}
            onClick={() => {
              onSelect(node.id);
            }}
          />
        </li>
      ))}
    </Box>
  );
}
