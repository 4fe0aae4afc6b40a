/**
 * VITALS_SAMPLE_PERCENT: the share of page views whose Web Vitals are sent (0 to 100, default
 * 25). Read when the shop is BUILT (next.config.ts inlines it into the browser's code, as it
 * does the shop's contact details), so every stored page samples alike; a bad value stops the
 * build. No imports: the browser's reporter reads it too.
 */
export const DEFAULT_SAMPLE_PERCENT = 25;

export function samplePercent(value: string | undefined): number {
  const text = value?.trim() ?? "";
  if (text === "") return DEFAULT_SAMPLE_PERCENT;
  const percent = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || percent > 100) {
    throw new Error(`VITALS_SAMPLE_PERCENT must be a number from 0 to 100 (the share of page views measured), not "${value}"`);
  }
  return percent;
}
