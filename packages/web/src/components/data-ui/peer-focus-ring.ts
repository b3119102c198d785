/**
 * The ring Chakra's `focusVisibleRing="outside"` draws, for a part whose visually hidden native input is its
 * `peer` (`_peerFocusVisible={peerFocusRing}`): the recipe sets --focus-ring-color on the part itself.
 */
export const peerFocusRing = {
  outlineWidth: 'var(--focus-ring-width, 2px)',
  outlineOffset: 'var(--focus-ring-offset, 2px)',
  outlineStyle: 'var(--focus-ring-style, solid)',
  outlineColor: 'var(--focus-ring-color)',
} as const;
