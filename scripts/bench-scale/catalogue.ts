// The catalogues bench-scale measures: a fresh database on a PostgreSQL server, migrated and
// seeded by the shop's own scripts, its demo products multiplied to the size wanted.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

export type BenchDatabase = { url: string; size: number; buildSeconds: number; drop: () => Promise<void> };

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `url`. */
export async function answers(url: string): Promise<boolean> {
  try {
    await withClient(url, (client) => client.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

function run(script: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync("npx", ["tsx", "--import", "./scripts/server-context.mjs", script], { env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * A database of `size` products: the demo catalogue (66 products) copied with a number in the
 * name and slug, prices, discounts, ratings and colours varied, and each copy's date spread
 * over the year before (a fixed hash, so every run builds the same catalogue), as a shop's
 * products arrive: copies a minute apart would put all the newest products in the few colours
 * of the newest demo designs, and a colour filter would have to walk 12,000 of them.
 */
export async function buildCatalogue(serverUrl: string, size: number): Promise<BenchDatabase> {
  const started = performance.now();
  const name = `bench_scale_${size}_${process.pid}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
  const env = { ...process.env, DATABASE_URL: url, DATA_DIR: scratch, UPLOADS_DIR: path.join(scratch, "uploads") };
  run("scripts/migrate.ts", env);
  run("scripts/seed.ts", env);
  await withClient(url, async (client) => {
    const seeded = Number((await client.query("select count(*) as n from products")).rows[0].n);
    const copies = Math.ceil((size - seeded) / seeded);
    if (copies > 0) {
      // A bulk import, done as one should be: the facet_counts triggers off for the insert (each
      // row's upsert into the same few hundred cells, in one transaction, piles up row versions
      // the transaction cannot prune), then the cells counted once from the products.
      await client.query("set session_replication_role = replica");
      await client.query(
        `insert into products (name, slug, brand, description, points, price, discount, stock, rating, images, colors, color_images, sizes, gender, category_id, seller_id, created_at, updated_at)
         select p.name || ' ' || n, p.slug || '-' || n, p.brand, p.description, p.points,
                greatest(99, p.price + ((n * 37) % 401) - 200),
                (p.discount + n * 7) % 61,
                p.stock,
                round(least(5, greatest(0, p.rating + ((n % 9) - 4) * 0.25))::numeric, 1)::real,
                p.images,
                case when n % 3 = 0 then p.colors else p.colors[2:] || p.colors[1:1] end,
                p.color_images, p.sizes, p.gender, p.category_id, p.seller_id,
                p.created_at - (hashtext(p.slug || n) & 33554431) * interval '1 second', p.updated_at
         from products p cross join generate_series(1, $1::int) as n
         order by n, p.slug
         limit $2::int`,
        [copies, size - seeded],
      );
      await client.query("set session_replication_role = origin");
      // (A catalogue from before the facet cells has none to count.)
      const cells = (await client.query("select to_regclass('facet_counts') is not null as present")).rows[0].present as boolean;
      if (cells) await client.query(
        `delete from facet_counts;
         insert into facet_counts (price_step, stars, colour, products)
         select c.price_step, c.stars, c.colour, sum(c.delta)::integer
         from products p cross join lateral facet_count_cells(p.price, p.discount, p.rating, p.colors, 1) as c
         group by 1, 2, 3`,
      );
    }
    // As a live database is after autovacuum: statistics, and the visibility map index-only scans need.
    await client.query("vacuum analyze");
  });
  return {
    url,
    size,
    buildSeconds: (performance.now() - started) / 1000,
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
