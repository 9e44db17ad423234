import { describe, expect, it, vi } from 'vitest';
import type { FlowTable } from '../../../src/flows/contract/flowTable';
import type { Mode } from '../../../src/flows/contract/mode';
import { createFlowTables } from '../../../src/state/flowTables';

const modeWith = (table: FlowTable, loadTable = vi.fn(async () => table)) => ({ id: 'm', transaction: 'deposit', loadTable }) as unknown as Mode<unknown> & { loadTable: typeof loadTable };

describe("a cashier's mode and its flow table", () => {
  it('loads the table once, again after a failure, and anew for another mode', async () => {
    const first = { routes: [] } as unknown as FlowTable;
    const failing = vi.fn<() => Promise<FlowTable>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(first);
    const tables = createFlowTables(modeWith(first, failing));
    await expect(tables.loadFlows()).rejects.toThrow('offline');
    expect(await tables.loadFlows()).toBe(first);
    expect(await tables.loadFlows()).toBe(first);
    expect(failing).toHaveBeenCalledTimes(2);
    const second = { routes: [] } as unknown as FlowTable;
    const other = modeWith(second);
    tables.switchTo(other);
    expect(tables.flows()).toBeNull();
    expect(await tables.loadFlows()).toBe(second);
    expect(tables.mode()).toBe(other);
  });

  it('follows only the last choice made before the table is in, and says when it cannot load', async () => {
    const table = { routes: [] } as unknown as FlowTable;
    let release!: (value: FlowTable) => void;
    const tables = createFlowTables(modeWith(table, vi.fn(() => new Promise<FlowTable>((resolve) => (release = resolve)))));
    const go = vi.fn();
    tables.withFlows(() => go('first'), vi.fn(), () => true);
    tables.withFlows(() => go('second'), vi.fn(), () => true);
    release(table);
    await vi.waitFor(() => expect(go).toHaveBeenCalledOnce());
    expect(go).toHaveBeenCalledWith('second');
    const failed = vi.fn();
    const broken = createFlowTables(modeWith(table, vi.fn(async () => Promise.reject(new Error('offline')))));
    broken.withFlows(go, failed, () => true);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce());
  });
});
