import { beforeEach, describe, expect, it, vi } from 'vitest';

const fieldData = vi.hoisted(() => ({ startFieldData: vi.fn(), stopFieldData: vi.fn() }));
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('~/vitals/field-data', () => {
  loads.count += 1;
  return fieldData;
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  loads.count = 0;
  fieldData.startFieldData.mockClear();
  fieldData.stopFieldData.mockClear();
});

/** Lets the idle callback (a timer here) and the dynamic import run. */
async function idle() {
  await vi.advanceTimersByTimeAsync(6000);
  await vi.dynamicImportSettled();
}

describe('the field data follows the visitor’s choice', () => {
  it('opt-in: nothing loads before "Accept", nor after "Reject"', async () => {
    const { decideAdvertising } = await import('./choice');
    expect(decideAdvertising('opt-in', null, false).isAllowed).toBe(false);
    decideAdvertising('opt-in', 'denied', false);
    decideAdvertising('opt-out', null, true);
    await idle();
    expect(loads.count).toBe(0);
  });

  it('"Accept": measured once the page is idle; a later no stops it', async () => {
    const { decideAdvertising } = await import('./choice');
    decideAdvertising('opt-in', 'granted', false);
    expect(fieldData.startFieldData).not.toHaveBeenCalled();
    await idle();
    expect(fieldData.startFieldData).toHaveBeenCalledTimes(1);
    decideAdvertising('opt-in', 'denied', false);
    expect(fieldData.stopFieldData).toHaveBeenCalledTimes(1);
  });

  it('opt-out and off: measured from the first page; a no before it loads loads nothing', async () => {
    const { decideAdvertising } = await import('./choice');
    decideAdvertising('off', null, false);
    await idle();
    expect(fieldData.startFieldData).toHaveBeenCalledTimes(1);

    vi.resetModules();
    loads.count = 0;
    const again = await import('./choice');
    again.decideAdvertising('opt-out', null, false);
    again.decideAdvertising('opt-out', 'denied', false);
    await idle();
    expect(loads.count).toBe(0);
  });
});
