import type { ShellPageProps } from '../../../kit/page.types';
import { TicketPrintPage } from './ticket-print-page';

/** /order/printPartTicket: part tickets (部位菲), one per bundle × part marked for tickets. */
export default function PartTicketPrintPage(props: ShellPageProps) {
  return <TicketPrintPage {...props} parts />;
}
