// Strings built from many pieces in memory proportional to their length.

/**
 * Text made of pieces of one string (the pending fixed value and a group's prefix and
 * suffix are pieces of the pattern; an escaped string, of the string and "\\"): adjacent
 * pieces extend one slice, and other pieces are joined about a thousand at a time, so text
 * of n pieces makes one string instead of a rope of n nodes of 32 bytes each.
 */
export class PatternText {
  done = '';
  parts: string[] = [];
  runStart = 0;
  runEnd = 0;

  constructor(readonly input: string) {}

  isEmpty(): boolean {
    return this.runEnd === this.runStart && this.parts.length === 0 && this.done === '';
  }

  /** Appends the input's code units [start, end). */
  appendSlice(start: number, end: number): void {
    if (start === this.runEnd && this.runEnd !== this.runStart) {
      this.runEnd = end;
      return;
    }
    this.endRun();
    this.runStart = start;
    this.runEnd = end;
  }

  append(value: string): void {
    if (value === '') return;
    this.endRun();
    this.push(value);
  }

  toString(): string {
    this.endRun();
    return this.done + this.parts.join('');
  }

  clear(): void {
    this.done = '';
    this.parts = [];
    this.runStart = this.runEnd = 0;
  }

  private endRun(): void {
    if (this.runEnd !== this.runStart) this.push(this.input.slice(this.runStart, this.runEnd));
    this.runStart = this.runEnd = 0;
  }

  private push(value: string): void {
    this.parts.push(value);
    if (this.parts.length === 1024) {
      this.done += this.parts.join('');
      this.parts = [];
    }
  }
}

