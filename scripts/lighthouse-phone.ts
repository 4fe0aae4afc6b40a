// One Lighthouse run (mobile settings) whose simulated phone is the same phone every day.
//
// Lighthouse times a page by recording it at full speed on this machine and replaying the
// recording on a simulated phone: a slow 4G (fixed figures) and this machine's CPU slowed down
// by `cpuSlowdownMultiplier`, 4 by default. The network is absolute, the CPU is relative: 4x is
// calibrated for a host whose benchmark index (Lighthouse's own CPU benchmark, run at the start
// of every run) is about 2,000. Lighthouse warns below 1,000, "at least ~2x weaker than our
// regular target device" (core/gather/driver/environment.js), and PageSpeed Insights runs its
// slower servers at 1.2x for the same reason (core/config/lr-mobile-config.js). This machine's
// index has been 1,165 to 2,790 on different days: at a fixed 4x the phone of a slow day was
// twice as slow as the phone of a fast one, and no lab figure could be set beside another.
//
// So each run is gathered first, its own benchmark index read, and its recording then audited
// with the multiplier that slows this machine, as fast as it was at that moment, down to the
// phone Lighthouse's default stands for (scripts/cpu-slowdown.ts, docs/decisions/0034).
// LIGHTHOUSE_CPU_SLOWDOWN=4 audits with a fixed multiplier instead (Lighthouse's plain default).
import lighthouse from "lighthouse";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import { DEFAULT_SLOWDOWN, fixedSlowdown, slowdownFor } from "./cpu-slowdown";

export type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export type PhoneRun = {
  /** The run audited as the calibrated phone (or at LIGHTHOUSE_CPU_SLOWDOWN). */
  lhr: Result;
  /** The same recording audited at Lighthouse's fixed default, to set beside older figures. */
  atDefault: Result;
  benchmarkIndex: number;
  slowdown: number;
};

/** Gathers `url` in the Chromium listening on `port`, then audits the recording twice. */
export async function auditAsPhone(url: string, port: number): Promise<PhoneRun | null> {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
    flags: { port, output: "json", logLevel: "error" },
  });
  const benchmarkIndex = Number(artifacts.BenchmarkIndex);
  const slowdown = fixedSlowdown() ?? slowdownFor(benchmarkIndex);
  // The artifacts carry the very settings object the audits read (base-artifacts.js), and
  // Lighthouse refuses an audit whose settings differ from the gather's; the multiplier is only
  // read by the simulation (and by the idle-callback shim of the recording, which keeps 4x).
  const { settings } = runnerOptions.resolvedConfig;
  if (artifacts.settings !== settings) throw new Error("Lighthouse no longer shares its settings with its artifacts");
  if (settings.throttling.cpuSlowdownMultiplier !== DEFAULT_SLOWDOWN) throw new Error("Lighthouse's default CPU slowdown is no longer 4x");
  const atDefault = await Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() });
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: slowdown };
  // A fresh cache: a simulator kept from the first audit is keyed by this same settings object.
  const result = await Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() });
  return result && atDefault ? { lhr: result.lhr, atDefault: atDefault.lhr, benchmarkIndex, slowdown } : null;
}
