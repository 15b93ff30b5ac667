/**
 * What `/readyz` reports: each dependency's state, and whether this instance should get traffic.
 * A dependency the instance cannot serve without (the database) is `required`: while it fails the
 * instance answers 503 and the load balancer sends requests elsewhere. One it can do without for a
 * while (a shared cache it falls back from) only marks the instance `degraded`, still ready.
 */
export interface ReadinessCheck {
  name: string;
  required: boolean;
  /** Resolves when the dependency answers; rejects (or outlasts the probe's limit) when it does not. */
  check: () => Promise<void>;
}

export type DependencyState = 'ok' | 'failing';

export interface ReadinessReport {
  /** `ready` and `degraded` answer 200; `unavailable` and `draining` answer 503. */
  status: 'ready' | 'degraded' | 'unavailable' | 'draining';
  dependencies: Record<string, DependencyState>;
  /** Why each failing dependency failed, for the log (never sent: it may hold an internal address). */
  failures: Record<string, unknown>;
}

/** A probe waits this long for each dependency: a hung one reads as failing, not as a hung probe. */
export const CHECK_TIMEOUT_MS = 2_000;

function withinLimit(check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

/** The instance's readiness: the checks its parts added, and whether it is stopping. */
export class Readiness {
  private readonly checks: ReadinessCheck[] = [];
  private draining = false;

  add(check: ReadinessCheck): void {
    this.checks.push(check);
  }

  /** From now on the instance answers not ready, so that no new traffic comes while it stops. */
  drain(): void {
    this.draining = true;
  }

  async report(): Promise<ReadinessReport> {
    const outcomes = await Promise.allSettled(this.checks.map(({ check }) => withinLimit(check)));
    const dependencies: Record<string, DependencyState> = {};
    const failures: Record<string, unknown> = {};
    let requiredFailing = false;
    let optionalFailing = false;
    this.checks.forEach(({ name, required }, index) => {
      const outcome = outcomes[index];
      if (outcome?.status === 'rejected') {
        dependencies[name] = 'failing';
        failures[name] = outcome.reason;
        if (required) requiredFailing = true;
        else optionalFailing = true;
      } else {
        dependencies[name] = 'ok';
      }
    });
    const status = this.draining
      ? 'draining'
      : requiredFailing
        ? 'unavailable'
        : optionalFailing
          ? 'degraded'
          : 'ready';
    return { status, dependencies, failures };
  }
}
