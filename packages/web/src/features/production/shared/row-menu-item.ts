/** One entry of a row's action menu. */
export interface RowMenuItem {
  key: string;
  label: string;
  danger?: boolean;
  onSelect: () => void;
}
