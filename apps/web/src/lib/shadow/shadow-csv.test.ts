import type { ShadowReceptorFigures } from '@vantage/contracts/studies/shadow-api';
import { describe, expect, it } from 'vitest';
import { dateOfDay, periodsCsv, receptorsCsv, shutdownCsv } from './shadow-csv';

const farm: ShadowReceptorFigures = {
  receptorId: 4,
  name: 'Farm "de Vries", west',
  minutes: 1830,
  hours: 30.5,
  days: 61,
  maxMinutesPerDay: 34,
  firstDate: '2027-03-02',
  lastDate: '2027-10-11',
  expectedHours: 7.25,
  exceeded: true,
  perTurbine: [
    {
      turbineId: 1,
      name: 'T1',
      existing: false,
      minutes: 1200,
      days: 40,
      maxMinutesPerDay: 30,
      expectedMinutes: 300,
    },
    {
      turbineId: 2,
      name: 'T2',
      existing: false,
      minutes: 0,
      days: 0,
      maxMinutesPerDay: 0,
      expectedMinutes: 0,
    },
  ],
};

describe('shadow CSVs', () => {
  it('writes a receptor per row, quoting what needs quotes (RFC 4180)', () => {
    expect(receptorsCsv([farm]).split('\r\n')[1]).toBe(
      '"Farm ""de Vries"", west",30.50,1830,61,34,2027-03-02,2027-10-11,7.25,yes,T1: 20.00',
    );
  });

  it('writes each period with its local date and clock times', () => {
    const csv = periodsCsv(
      2027,
      [farm],
      [[{ day: 31, start: 7 * 60 + 5, end: 7 * 60 + 26, turbine: 0, startMinute: 0 }]],
      ['T1'],
    );
    expect(csv).toBe(
      'receptor,date,start,end,turbine\r\n"Farm ""de Vries"", west",2027-02-01,07:05,07:26,T1\r\n',
    );
  });

  it('writes the shutdown schedule by turbine name', () => {
    expect(
      shutdownCsv(
        [{ turbine: 1, date: '2027-06-21', start: '05:40', end: '05:52', startMinute: 1, endMinute: 13 }],
        ['T1', 'T2'],
      ),
    ).toBe('turbine,date,stop,start_again\r\nT2,2027-06-21,05:40,05:52\r\n');
  });

  it('counts days from 1 January, leap years included', () => {
    expect([dateOfDay(2027, 0), dateOfDay(2027, 364), dateOfDay(2028, 59)]).toEqual([
      '2027-01-01',
      '2027-12-31',
      '2028-02-29',
    ]);
  });
});
