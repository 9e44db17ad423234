import type { FlowTable } from '../flows/contract/flowTable';
import type { Mode } from '../flows/contract/mode';

/**
 * The cashier's mode and its flow table: the table loads once per mode (again after a failure),
 * and a choice made before it is in is followed once it is, unless another choice came first.
 */
export interface FlowTables<Context> {
  mode(): Mode<Context>;
  /** A new mode (a new session opened elsewhere): its own table, loaded when asked for. */
  switchTo(next: Mode<Context>): void;
  flows(): FlowTable | null;
  loadFlows(): Promise<FlowTable>;
  /** Runs `go` with the table, at once or once it loads; `failed` when it cannot load. Only the last choice is followed. */
  withFlows(go: (table: FlowTable) => void, failed: () => void, alive: () => boolean): void;
}

export function createFlowTables<Context>(first: Mode<Context>): FlowTables<Context> {
  let mode = first;
  let table: FlowTable | null = null;
  let loading: Promise<FlowTable> | null = null;
  let choice = 0;

  const loadFlows = (): Promise<FlowTable> => {
    if (table) return Promise.resolve(table);
    if (loading) return loading;
    const forMode = mode;
    const load = forMode.loadTable().then(
      (loaded) => {
        if (mode === forMode) table = loaded;
        return loaded;
      },
      (error: unknown) => {
        if (loading === load) loading = null;
        throw error;
      },
    );
    loading = load;
    return load;
  };

  return {
    mode: () => mode,
    switchTo(next) {
      if (next === mode) return;
      mode = next;
      table = null;
      loading = null;
    },
    flows: () => table,
    loadFlows,
    withFlows(go, failed, alive) {
      const mine = ++choice;
      if (table) return go(table);
      loadFlows().then(
        (loaded) => {
          if (mine === choice && alive()) go(loaded);
        },
        () => {
          if (mine === choice) failed();
        },
      );
    },
  };
}
