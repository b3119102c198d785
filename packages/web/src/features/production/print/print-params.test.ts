import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_OPTIONS, printJobSearch, printRequest, readPrintJob, type PrintJob } from './print-params';

const JOB: PrintJob = {
  orderId: 'order-1',
  cuttingTimeId: 'bed-1',
  from: 3,
  to: 40,
  picks: null,
  template: '80x60',
  copies: 2,
  options: { ...DEFAULT_PRINT_OPTIONS, showPrices: true, companyName: '锦绣制衣', ticketNote: '急单' },
  partIds: null,
};

describe('print job in the address', () => {
  it('a range job survives the round trip and becomes the server request', () => {
    const job = readPrintJob(new URLSearchParams(printJobSearch(JOB)));
    expect(job).toEqual(JOB);
    expect(printRequest(JOB)).toEqual({ from: 3, to: 40, cuttingTimeId: 'bed-1', template: '80x60', copies: 2, options: JOB.options, partIds: null });
  });

  it('picks win over the range, folded into ranges', () => {
    const job = { ...JOB, picks: [1, 2, 3, 7, 9, 10] };
    const search = printJobSearch(job);
    expect(new URLSearchParams(search).get('picks')).toBe('1-3,7,9-10');
    expect(new URLSearchParams(search).has('from')).toBe(false);
    expect(printRequest(readPrintJob(new URLSearchParams(search)) ?? JOB)).toMatchObject({ picks: [1, 2, 3, 7, 9, 10] });
  });

  it('an empty or unreadable pick list stays a (refused) empty pick list, never the whole order', () => {
    expect(readPrintJob(new URLSearchParams('order=o&picks='))?.picks).toEqual([]);
    expect(readPrintJob(new URLSearchParams('order=o&picks=1,x'))?.picks).toEqual([]);
    expect(printRequest(readPrintJob(new URLSearchParams('order=o&picks=')) ?? JOB)).toMatchObject({ picks: [] });
  });

  it('bad template, copies out of range and no order', () => {
    const job = readPrintJob(new URLSearchParams('order=o&tpl=B5&copies=99'));
    expect([job?.template, job?.copies]).toEqual(['60x40', 10]);
    expect(readPrintJob(new URLSearchParams('tpl=A4'))).toBeNull();
  });

});
