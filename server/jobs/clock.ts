// The one source of "now" for every rule and job. The test clock can be moved
// (decisions §5) and then advances in real time from where it was put.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class TestClock implements Clock {
  private offsetMs: number;
  constructor(start?: Date) {
    this.offsetMs = start ? start.getTime() - Date.now() : 0;
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
}
