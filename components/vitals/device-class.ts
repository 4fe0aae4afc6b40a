import type { DeviceClass } from "@/models/web-vital-kinds";

/**
 * By the viewport's width, at the shop's own layout switches: below 768 px the phone layout
 * (bottom bar, slide-in menu), from 1024 px the desktop one; a user agent says less and names more.
 */
export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return "phone";
  if (viewportWidth < 1024) return "tablet";
  return "desktop";
}
