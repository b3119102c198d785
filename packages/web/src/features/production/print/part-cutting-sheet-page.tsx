import { PartCuttingSheetPage } from './cutting-sheet-page';

/** /order/printPartCutting: the bed's cutting sheet per part (部位裁床单). */
export default PartCuttingSheetPage;
