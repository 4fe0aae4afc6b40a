import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";
import { getHomeMoreSections } from "@/lib/home/more-sections";

/**
 * The home page below its first screen (docs/decisions/0031): { bestSale, social, blogs, mayLike,
 * categories }, the data their cards draw. The same for everyone, cached like the catalogue.
 */
export const GET = route(async () => publicJson(await getHomeMoreSections()));
