import { describe, expect, it } from 'vitest';
import { type CircuitState, createCircuitBreaker } from './circuit-breaker';

function breaker(failureThreshold = 3, openMs = 1000) {
  let now = 0;
  const changes: CircuitState[] = [];
  const circuit = createCircuitBreaker({
    failureThreshold,
    openMs,
    maxOpenMs: 4000,
    now: () => now,
    onChange: (state) => changes.push(state),
  });
  return { circuit, changes, advance: (ms: number) => (now += ms) };
}

describe('a circuit', () => {
  it('opens after consecutive failures only: a success in between starts the count again', () => {
    const { circuit } = breaker();
    circuit.failure();
    circuit.failure();
    circuit.success();
    circuit.failure();
    circuit.failure();
    expect(circuit.state).toBe('closed');
    circuit.failure();
    expect(circuit.state).toBe('open');
    expect(circuit.allow()).toBe(false);
  });

  it('lets one probe through after the open period; its failure opens it for twice as long, at most the maximum', () => {
    const { circuit, advance, changes } = breaker(1, 1000);
    circuit.failure();
    advance(999);
    expect(circuit.allow()).toBe(false);
    expect(circuit.retryInMs()).toBe(1);
    advance(1);
    expect(circuit.allow()).toBe(true);
    expect(circuit.state).toBe('half-open');
    // Only the probe: everything else waits for its outcome.
    expect(circuit.allow()).toBe(false);
    circuit.failure();
    expect(circuit.retryInMs()).toBe(2000);
    advance(2000);
    expect(circuit.allow()).toBe(true);
    circuit.failure();
    advance(4000);
    expect(circuit.allow()).toBe(true);
    circuit.failure();
    expect(circuit.retryInMs()).toBe(4000);
    advance(4000);
    expect(circuit.allow()).toBe(true);
    circuit.success();
    expect(circuit.state).toBe('closed');
    expect(circuit.allow()).toBe(true);
    expect(changes).toEqual([
      'open',
      'half-open',
      'open',
      'half-open',
      'open',
      'half-open',
      'open',
      'half-open',
      'closed',
    ]);
  });

  it('frees the probe when its request was abandoned, so the next one probes', () => {
    const { circuit, advance } = breaker(1, 100);
    circuit.failure();
    advance(100);
    expect(circuit.allow()).toBe(true);
    circuit.release();
    expect(circuit.allow()).toBe(true);
  });

  it('never opens with a threshold of 0', () => {
    const { circuit } = breaker(0);
    for (let i = 0; i < 10; i++) circuit.failure();
    expect(circuit.allow()).toBe(true);
  });
});
