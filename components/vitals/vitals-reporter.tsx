"use client";

import { useEffect } from "react";
import { samplePercent } from "@/lib/vitals/sample-percent";
import { deviceClassOf } from "./device-class";
import { pageTypeOf } from "./page-type";

/** Inlined at build (next.config.ts `env`): the share of page views measured. */
const SAMPLE_PERCENT = samplePercent(process.env.VITALS_SAMPLE_PERCENT);

/**
 * Real shoppers' Web Vitals (POST /api/vitals, docs/decisions/0022). Rendered once in the root
 * layout, so it decides once per page load whether this page view is measured; the measuring
 * code (web-vitals) is fetched only then, and only once the browser is idle, so it delays
 * neither the largest paint nor the page's first interactions. The page view is counted under
 * the kind of page it landed on; nothing else of the address, and nothing of the shopper.
 */
export function VitalsReporter() {
  useEffect(() => {
    if (Math.random() * 100 >= SAMPLE_PERCENT) return;
    const context = { page: pageTypeOf(location.pathname), device: deviceClassOf(innerWidth) };
    const start = () => void import("./measure-vitals").then(({ measureVitals }) => measureVitals(context));
    if ("requestIdleCallback" in window) {
      const idle = requestIdleCallback(start, { timeout: 5_000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(start, 1_000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
