import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as blogAdd } from "@/app/api/blog-add/route";
import { DELETE as blogDelete } from "@/app/api/blog/[id]/route";
import { GET as singleBlog } from "@/app/api/single-blog/[id]/route";
import { uploadsDir } from "@/lib/uploads/files";
import { blogSections, blogs } from "@/models";
import { BAD_PICTURES, examplePicture } from "../harness/example-pictures";
import { uploadedPicture } from "../harness/staff-examples";
import { withTestDatabase } from "../helpers/test-database";
import { ORIGIN } from "./auth-support";
import { call, type Caller } from "./commerce-support";
import { demoStaff, tagsRevalidatedBy, type Staff } from "./sellers-support";

const db = withTestDatabase();

let seller: Staff;
let otherSeller: Staff;
let admin: Staff;

beforeAll(async () => {
  ({ seller, otherSeller, admin } = await demoStaff(db()));
});

const addJson = (caller: Caller, body: unknown) => call(blogAdd, "POST", "/blog-add", caller, { body });
const remove = (caller: Caller, id: string) => call(blogDelete, "DELETE", `/blog/${id}`, caller, { params: { id } });

/** POST /api/blog-add with a multipart form, as a seller's browser sends it. */
async function addForm(caller: Caller, form: FormData) {
  const headers: Record<string, string> = caller ? { authorization: `Bearer ${caller.token}` } : {};
  const response = await blogAdd(new Request(`${ORIGIN}/api/blog-add`, { method: "POST", headers, body: form }), { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

const fileOnDisk = (url: string) => path.join(uploadsDir(), url.slice("/uploads/".length));
const blogFiles = () => (fs.existsSync(path.join(uploadsDir(), "blogs")) ? fs.readdirSync(path.join(uploadsDir(), "blogs")).sort() : []);

describe("POST /api/blog-add", () => {
  it("adds a post from JSON with stored pictures: slug from the name, text kept as typed, blogs revalidated", async () => {
    const picture = await uploadedPicture("blogs");
    const body = {
      name: "Summer <script>alert(1)</script> Tees!",
      description: ["First <img src=x onerror=alert(1)> paragraph.", "Second."],
      additionalDescription: [{ heading: "Cotton", description: "180 GSM.", image: picture }],
      images: [picture],
    };
    let reply!: Awaited<ReturnType<typeof addJson>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await addJson(seller.caller, body)));
    expect(reply.status).toBe(201);
    expect(tags).toEqual(["blogs"]);
    expect(reply.body).toMatchObject({
      message: "Blog added",
      blog: {
        name: body.name,
        slug: "summer-script-alert-1-script-tees",
        description: body.description,
        additionalDescription: [{ heading: "Cotton", description: "180 GSM.", image: picture }],
        images: [picture],
      },
    });
    const read = await call(singleBlog, "GET", `/single-blog/${reply.body.blog.slug}`, null, { params: { id: reply.body.blog.slug } });
    expect(read.body.blogData.description[0]).toBe("First <img src=x onerror=alert(1)> paragraph.");
    const [row] = await db().select().from(blogs).where(eq(blogs.id, reply.body.blog._id));
    expect(row!.createdBy).toBe(seller.id);
    expect(row!.sellerId).not.toBeNull();
  });

  it("gives a taken name's slug a suffix", async () => {
    const picture = await uploadedPicture("blogs");
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) slugs.push((await addJson(admin.caller, { name: "Monsoon Edit", description: ["Rain."], images: [picture] })).body.blog.slug);
    expect(slugs).toEqual(["monsoon-edit", "monsoon-edit-2", "monsoon-edit-3"]);
    const hindi = await addJson(admin.caller, { name: "दिवाली", description: ["रोशनी।"], images: [picture] });
    expect(hindi.body.blog.slug).toBe("post");
  });

  it("adds a post from a multipart form: the pictures are stored as new WebP files", async () => {
    const form = new FormData();
    form.append("name", "Studio notes");
    form.append("description", "One.");
    form.append("description", "Two.");
    form.append("additionalDescription", JSON.stringify([{ heading: "Inks", description: "Water based." }, { heading: "Care", description: "Wash cold." }]));
    form.append("images", examplePicture("cover.png"));
    form.append("sectionImage.1", examplePicture("care.png"));
    const reply = await addForm(seller.caller, form);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { blog } = reply.body;
    expect(blog.description).toEqual(["One.", "Two."]);
    expect(blog.images).toEqual([expect.stringMatching(/^\/uploads\/blogs\/[0-9a-f-]{36}\.webp$/)]);
    expect(blog.additionalDescription.map((s: { image: string | null }) => s.image)).toEqual([null, expect.stringMatching(/^\/uploads\/blogs\//)]);
    for (const url of [blog.images[0], blog.additionalDescription[1].image]) expect(fs.existsSync(fileOnDisk(url))).toBe(true);
  });

  it.each([
    [{ name: "", description: ["x"], images: ["/uploads/blogs/x.webp"] }, /^name: is required/],
    [{ name: "No pictures", description: ["x"], images: [] }, /^images: must have at least one picture/],
    [{ name: "Bad path", description: ["x"], images: ["../../etc/passwd"] }, /^images\.0: must be the address of a picture uploaded/],
    [{ name: "Missing file", description: ["x"], images: ["/uploads/blogs/00000000-0000-4000-8000-000000000000.webp"] }, /^images\.0:/],
    [{ name: "Elsewhere", description: ["x"], images: ["https://evil.example/x.webp"] }, /^images\.0:/],
    [{ name: "No text", description: [], images: ["/uploads/x.webp"] }, /^description:/],
    [{ name: "Not a list", description: "One paragraph.", images: ["/uploads/x.webp"] }, /^description: must be a list of paragraphs/],
    [{ name: "Bad section", description: ["x"], additionalDescription: [{ heading: "" }], images: ["/uploads/x.webp"] }, /^additionalDescription\.0\.heading/],
  ])("refuses %j with a 400 naming the field, storing nothing", async (body, error) => {
    const count = (await db().select({ id: blogs.id }).from(blogs)).length;
    const reply = await addJson(seller.caller, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(error);
    expect((await db().select({ id: blogs.id }).from(blogs)).length).toBe(count);
  });

  it("refuses a form whose picture is not one (415) or is missing (400), and stores no file", async () => {
    const before = blogFiles();
    const bad = new FormData();
    bad.append("name", "Sneaky");
    bad.append("description", "x");
    bad.append("images", examplePicture());
    bad.append("images", BAD_PICTURES["an HTML file named x.png"]());
    expect((await addForm(seller.caller, bad)).status).toBe(415);
    const none = new FormData();
    none.append("name", "Sneaky");
    none.append("description", "x");
    expect((await addForm(seller.caller, none)).status).toBe(400);
    expect(blogFiles()).toEqual(before);
  });

  it("is for staff only", async () => {
    const body = { name: "Nope", description: ["x"], images: [await uploadedPicture("blogs")] };
    expect((await addJson(null, body)).status).toBe(401);
    expect((await addJson({ token: seller.caller!.token }, body)).status).toBe(401);
  });
});

describe("DELETE /api/blog/{id}", () => {
  it("removes the seller's own post, its sections and its uploaded pictures; another shop's seller gets a 404", async () => {
    const form = new FormData();
    form.append("name", "To be removed");
    form.append("description", "x");
    form.append("additionalDescription", JSON.stringify([{ heading: "H", description: "D" }]));
    form.append("images", examplePicture());
    form.append("sectionImage.0", examplePicture());
    const { blog } = (await addForm(seller.caller, form)).body;
    const files = [blog.images[0], blog.additionalDescription[0].image].map(fileOnDisk);

    expect(await remove(otherSeller.caller, blog._id)).toMatchObject({ status: 404, body: { error: "Blog not found" } });
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    let reply!: Awaited<ReturnType<typeof remove>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await remove(seller.caller, blog._id)));
    expect(reply).toMatchObject({ status: 200, body: { message: "Blog deleted", blogId: blog._id } });
    expect(tags).toEqual(["blogs"]);
    expect(await db().select().from(blogSections).where(eq(blogSections.blogId, blog._id))).toEqual([]);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    expect((await remove(seller.caller, blog._id)).status).toBe(404);
  });

  it("keeps a picture another post still shows; an admin removes any shop's post", async () => {
    const shared = await uploadedPicture("blogs");
    const a = (await addJson(otherSeller.caller, { name: "Shared one", description: ["x"], images: [shared] })).body.blog;
    const b = (await addJson(otherSeller.caller, { name: "Shared two", description: ["x"], images: [shared] })).body.blog;
    expect((await remove(admin.caller, a._id)).status).toBe(200);
    expect(fs.existsSync(fileOnDisk(shared))).toBe(true);
    expect((await remove(admin.caller, b._id)).status).toBe(200);
    expect(fs.existsSync(fileOnDisk(shared))).toBe(false);
  });

  it("answers 404 for a malformed id, 401 without a staff token", async () => {
    expect((await remove(seller.caller, "../../etc")).status).toBe(404);
    expect((await remove(null, "00000000-0000-4000-8000-000000000000")).status).toBe(401);
  });
});
