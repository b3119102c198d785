import type { OrderEvent } from '../domain/order-status';
import type { ProductionMessageKey } from '../i18n/messages/production';
import type { BundleStatus, CuttingReportDimension, CuttingTimeStatus, TicketTemplate } from './production.types';

/** i18n keys of the bed and bundle statuses. */
export const CUTTING_TIME_STATUS_LABEL_KEYS = {
  planned: 'Production.BedStatus.Planned',
  bundled: 'Production.BedStatus.Bundled',
  printed: 'Production.BedStatus.Printed',
  inProduction: 'Production.BedStatus.InProduction',
  done: 'Production.BedStatus.Done',
  void: 'Production.BedStatus.Void',
} as const satisfies Record<CuttingTimeStatus, ProductionMessageKey>;

export const BUNDLE_STATUS_LABEL_KEYS = {
  created: 'Production.BundleStatus.Created',
  printed: 'Production.BundleStatus.Printed',
  inProgress: 'Production.BundleStatus.InProgress',
  completed: 'Production.BundleStatus.Completed',
  void: 'Production.BundleStatus.Void',
} as const satisfies Record<BundleStatus, ProductionMessageKey>;

export const ORDER_EVENT_LABEL_KEYS = {
  confirm: 'Production.OrderEvent.Confirm',
  complete: 'Production.OrderEvent.Complete',
  close: 'Production.OrderEvent.Close',
  reopen: 'Production.OrderEvent.Reopen',
  cancel: 'Production.OrderEvent.Cancel',
} as const satisfies Record<OrderEvent, ProductionMessageKey>;

export const TICKET_TEMPLATE_LABEL_KEYS = {
  '60x40': 'Production.Template.60x40',
  '80x60': 'Production.Template.80x60',
  A4: 'Production.Template.A4',
} as const satisfies Record<TicketTemplate, ProductionMessageKey>;

export const CUTTING_REPORT_DIMENSION_LABEL_KEYS = {
  day: 'Production.Report.Dimension.day',
  style: 'Production.Report.Dimension.style',
  order: 'Production.Report.Dimension.order',
  cutter: 'Production.Report.Dimension.cutter',
} as const satisfies Record<CuttingReportDimension, ProductionMessageKey>;
