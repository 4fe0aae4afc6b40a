import type { Metadata } from "next";
import { HomeSections } from "@/components/home/home-sections";
import { currentEdition, placeholderParams } from "@/lib/page-params";

/**
 * The home page, served at `/`: proxy.ts rewrites `/` to /home/current, because a page is
 * upgraded into the route cache after its first visit only when it has a param
 * (lib/page-params.ts). Any other edition is a 404; /home/current names `/` as canonical.
 *
 * Blocking (`instant = false`): the param is read before anything else, so neither the build
 * nor a shell render reads the catalogue.
 */
export const instant = false;

export function generateStaticParams() {
  return placeholderParams("edition");
}

export const metadata: Metadata = {
  alternates: { canonical: "/" },
};

export default async function HomePage({ params }: { params: Promise<{ edition: string }> }) {
  await currentEdition(params);
  return <HomeSections />;
}
