import { ImageResponse } from "next/og";
import { shop } from "@/lib/shop";

/** Open Graph cards are 1200 x 630, the size link previews expect. */
export const ogCardSize = { width: 1200, height: 630 } as const;

/**
 * The shared picture of a content page (the preview a chat app or social site shows), drawn
 * at build time with next/og and its bundled font: nothing is fetched.
 */
export function ogCard({ eyebrow, title, line }: { eyebrow: string; title: string; line: string }) {
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px",
          background: "linear-gradient(135deg, #181546 0%, #28246f 60%, #3d35b8 100%)",
          color: "#ffffff",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", fontSize: 40, fontWeight: 700 }}>
          <span>Tee</span>
          <span style={{ color: "#ffad45" }}>Rang</span>
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 30, color: "#ffc46e", textTransform: "uppercase", letterSpacing: 4 }}>{eyebrow}</div>
          <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.1, marginTop: 16, maxWidth: 980 }}>{title}</div>
          <div style={{ fontSize: 32, color: "#dfe2ff", marginTop: 24, maxWidth: 980 }}>{line}</div>
        </div>
        <div style={{ display: "flex", fontSize: 26, color: "#c3c8fd" }}>{shop.tagline}</div>
      </div>
    ),
    ogCardSize,
  );
}
