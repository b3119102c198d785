import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react';
import { Global, type CSSObject } from '@emotion/react';
import { useMemo } from 'react';

/** Class name → its styles, in the system's style props (tokens, conditions, responsive values). */
export type StaticRules = Readonly<Record<string, SystemStyleObject>>;

/**
 * Rules for plain elements by class name, resolved by the one system and inserted once. A Chakra element
 * resolves, hashes and serialises its style props on every render; for elements repeated many times with
 * styles that never change (a list's items) that is paid once here instead of once per element.
 * `rules` must be a module constant: a new object resolves and inserts again.
 */
export function StaticStyles({ rules }: { rules: StaticRules }) {
  const system = useChakraContext();
  const styles = useMemo(() => {
    const out: Record<string, CSSObject> = {};
    for (const [name, style] of Object.entries(rules)) out[`.${name}`] = system.css(style);
    return out;
  }, [system, rules]);
  return <Global styles={styles} />;
}
