// What the load run saw: every request's kind, time and outcome, and the figures from them.

export type Outcome = "ok" | "error" | "refused";

type Sample = { kind: string; ms: number; outcome: Outcome; at: number; detail?: string };

export type KindFigures = { kind: string; requests: number; perSecond: number; p50: number; p95: number; p99: number; errors: number; refused: number };

/** The kind printed first. */
export const FIRST_KIND = "browse: product";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export class Recorder {
  private samples: Sample[] = [];
  /** The first few errors, to say what went wrong. */
  readonly examples: string[] = [];

  note(kind: string, ms: number, outcome: Outcome, detail?: string): void {
    this.samples.push({ kind, ms, outcome, at: Date.now(), detail });
    if (outcome === "error" && detail && this.examples.length < 10) this.examples.push(`${kind}: ${detail}`);
  }

  /** Figures per kind, and for all, over `seconds` of run. */
  figures(seconds: number): KindFigures[] {
    // The product page first: the row a regression of the shop's most visited page shows in.
    const kinds = [...new Set(this.samples.map((s) => s.kind))].sort((a, b) => Number(b === FIRST_KIND) - Number(a === FIRST_KIND) || a.localeCompare(b));
    const figure = (kind: string, samples: Sample[]): KindFigures => {
      const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
      return {
        kind,
        requests: samples.length,
        perSecond: Math.round((samples.length / seconds) * 10) / 10,
        p50: Math.round(percentile(sorted, 50)),
        p95: Math.round(percentile(sorted, 95)),
        p99: Math.round(percentile(sorted, 99)),
        errors: samples.filter((s) => s.outcome === "error").length,
        refused: samples.filter((s) => s.outcome === "refused").length,
      };
    };
    return [...kinds.map((kind) => figure(kind, this.samples.filter((s) => s.kind === kind))), figure("all", this.samples)];
  }
}

/** A table of figures for the terminal and the README. */
export function figuresTable(rows: KindFigures[]): string {
  const header = ["kind", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "refused"];
  const lines = rows.map((r) => [r.kind, String(r.requests), String(r.perSecond), String(r.p50), String(r.p95), String(r.p99), String(r.errors), String(r.refused)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n");
}
