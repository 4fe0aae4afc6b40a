// The bench-scale report: figures at each catalogue size, their ratio, and the targets.

export type ScaleReport = {
  when: string;
  commit: string;
  sizes: number[];
  /** name -> ms at each size, in the order of `sizes`. */
  queries: Record<string, number[]>;
  pages: Record<string, number[]>;
  sitemap: { files: number; urls: number; largestUrls: number; largestBytes: number; indexMs: number; slowestFileMs: number; valid: boolean } | null;
  buildSeconds: number[];
};

/** Every query at the largest size: within 3x of the smallest and under 30 ms. */
export const QUERY_RATIO_TARGET = 3;
export const QUERY_MS_TARGET = 30;
/** Pages at the largest size. */
export const PAGE_TARGETS: Record<string, number> = {
  "cold /collections": 300,
  "filtered listing (data cached)": 25,
  "product page, first visit": 25,
};

const ms = (value: number | undefined) => (value === undefined ? "-" : value < 10 ? value.toFixed(2) : value.toFixed(0));
const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? pad(cell, widths[i]!) : padLeft(cell, widths[i]!))).join("  ");
}

/** Lines of the report's table: what | each size | ratio | target | ok. */
export function reportLines(report: ScaleReport): string[] {
  const [small, large] = [0, report.sizes.length - 1];
  const widths = [50, 10, 10, 7, 16, 4];
  const sizes = report.sizes.map((size) => `${size.toLocaleString("en-IN")}`);
  const lines = [row(["what (ms)", sizes[small]!, sizes[large]!, "ratio", "target", "ok"], widths), "-".repeat(widths.reduce((a, b) => a + b + 2, 0))];
  for (const [name, values] of Object.entries(report.queries)) {
    const ratio = values[large]! / Math.max(values[small]!, 0.01);
    const ok = values[large]! < QUERY_MS_TARGET && (ratio <= QUERY_RATIO_TARGET || values[large]! < 1);
    lines.push(row([name, ms(values[small]), ms(values[large]), ratio.toFixed(1), `<${QUERY_MS_TARGET}, <=${QUERY_RATIO_TARGET}x`, ok ? "yes" : "NO"], widths));
  }
  for (const [name, values] of Object.entries(report.pages)) {
    const target = PAGE_TARGETS[name];
    const ok = target === undefined ? "" : values[large]! < target ? "yes" : "NO";
    lines.push(row([name, ms(values[small]), ms(values[large]), (values[large]! / Math.max(values[small]!, 0.01)).toFixed(1), target ? `<${target}` : "", ok], widths));
  }
  if (report.sitemap) {
    const s = report.sitemap;
    lines.push(
      `sitemap at ${sizes[large]}: ${s.files} files, ${s.urls.toLocaleString("en-IN")} URLs, largest ${s.largestUrls.toLocaleString("en-IN")} URLs / ${(s.largestBytes / 1024 / 1024).toFixed(1)} MB, index ${ms(s.indexMs)} ms, slowest file ${ms(s.slowestFileMs)} ms: ${s.valid ? "valid, within limits" : "INVALID or over a limit"}`,
    );
  }
  return lines;
}

/** Before and after at the largest size, for every figure both reports have. */
export function compareLines(before: ScaleReport, after: ScaleReport): string[] {
  const widths = [50, 12, 12, 8];
  const lines = [row([`at ${after.sizes.at(-1)!.toLocaleString("en-IN")} products (ms)`, `before`, `after`, "gain"], widths)];
  lines.push(row([`(${before.commit} -> ${after.commit})`, "", "", ""], widths));
  for (const group of ["queries", "pages"] as const) {
    for (const [name, values] of Object.entries(after[group])) {
      const old = before[group][name]?.at(-1);
      const now = values.at(-1)!;
      lines.push(row([name, ms(old), ms(now), old === undefined ? "" : `${(old / Math.max(now, 0.01)).toFixed(0)}x`], widths));
    }
  }
  return lines;
}
