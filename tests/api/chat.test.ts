import { asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as addFriendRoute } from "@/app/api/chat/customer/add-customer-friend/route";
import { GET as friendsRoute } from "@/app/api/chat/customer/friends/route";
import { GET as customerMessagesRoute } from "@/app/api/chat/customer/messages/[conversationId]/route";
import { PUT as markReadRoute } from "@/app/api/chat/customer/read/[conversationId]/route";
import { POST as sendRoute } from "@/app/api/chat/customer/send-message-to-seller/route";
import { GET as streamRoute } from "@/app/api/chat/customer/stream/route";
import { GET as staffMessagesRoute } from "@/app/api/seller/chat/[conversationId]/messages/route";
import { POST as replyRoute } from "@/app/api/seller/chat/[conversationId]/reply/route";
import { GET as staffConversationsRoute } from "@/app/api/seller/chat/conversations/route";
import { getDatabaseHandle, queryRows, setDatabaseHandle } from "@/lib/db";
import { openPostgres } from "@/lib/db/open";
import { chatConversations, chatMessages, rateLimitBuckets, sellers } from "@/models";
import { withDatabase } from "../setup/template";
import { withTestDatabase } from "../helpers/test-database";
import { manualClock, restoreClock, withCookie, ORIGIN } from "./auth-support";
import { as, call, newShopper, type Caller, type Shopper } from "./commerce-support";
import { demoStaff, type Staff } from "./sellers-support";

/**
 * Chat with the seller (docs/ARCHITECTURE.md
 * "Live chat"): one conversation per customer and seller, messages with the contract's
 * `receverId`, the latest conversation on top, text rules and 30 messages a minute, a
 * customer's own conversations only and a seller's own shop's, and new messages streamed.
 */

const db = withTestDatabase();

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let shopA: { id: string; shopName: string };
let shopB: { id: string; shopName: string };
let seller: Staff;
let otherSeller: Staff;
let admin: Staff;

beforeAll(async () => {
  const shops = await db().select({ id: sellers.id, shopName: sellers.shopName, slug: sellers.slug }).from(sellers).orderBy(asc(sellers.slug));
  shopB = shops.find((shop) => shop.slug === "kalakaar-studio")!;
  shopA = shops.find((shop) => shop.slug === "teerang-originals")!;
  ({ seller, otherSeller, admin } = await demoStaff(db()));
});

afterEach(() => restoreClock());

const addFriend = (caller: Caller, body: unknown) => call(addFriendRoute, "POST", "/chat/customer/add-customer-friend", caller, { body });
const sendMessage = (caller: Caller, body: unknown) => call(sendRoute, "POST", "/chat/customer/send-message-to-seller", caller, { body });
const friends = (caller: Caller) => call(friendsRoute, "GET", "/chat/customer/friends", caller);
const customerMessages = (caller: Caller, conversationId: string, after?: string) =>
  call(customerMessagesRoute, "GET", `/chat/customer/messages/${conversationId}${after ? `?after=${after}` : ""}`, caller, { params: { conversationId } });
const markRead = (caller: Caller, conversationId: string, body: unknown) =>
  call(markReadRoute, "PUT", `/chat/customer/read/${conversationId}`, caller, { params: { conversationId }, body });
const staffConversations = (caller: Caller) => call(staffConversationsRoute, "GET", "/seller/chat/conversations", caller);
const staffMessages = (caller: Caller, conversationId: string) =>
  call(staffMessagesRoute, "GET", `/seller/chat/${conversationId}/messages`, caller, { params: { conversationId } });
const reply = (caller: Caller, conversationId: string, body: unknown) =>
  call(replyRoute, "POST", `/seller/chat/${conversationId}/reply`, caller, { params: { conversationId }, body });

const chatTables = async () => ({
  conversations: await db().select().from(chatConversations).orderBy(asc(chatConversations.id)),
  messages: await db().select().from(chatMessages).orderBy(asc(chatMessages.id)),
});

/** A new shopper with an open conversation with shop A. */
async function shopperTalkingToShopA(tag: string): Promise<{ shopper: Shopper; conversationId: string }> {
  const shopper = await newShopper(db(), tag);
  const opened = await addFriend(as(shopper), { sellerId: shopA.id });
  expect(opened.status).toBe(200);
  return { shopper, conversationId: opened.body.currentFd.conversationId };
}

describe("POST /api/chat/customer/add-customer-friend", () => {
  it("opens the conversation with a seller once and reuses it: { messages, currentFd, myFriends }", async () => {
    const shopper = await newShopper(db(), "chat-open");
    const first = await addFriend(as(shopper), { sellerId: shopA.id });
    expect(first).toMatchObject({ status: 200, cacheControl: "no-store" });
    expect(first.body.messages).toEqual([]);
    expect(first.body.currentFd).toEqual({ fdId: shopA.id, name: shopA.shopName, image: null, conversationId: expect.any(String) });
    expect(first.body.myFriends).toEqual([
      { fdId: shopA.id, name: shopA.shopName, image: null, conversationId: first.body.currentFd.conversationId, lastMessage: null, updatedAt: expect.any(String), unread: 0 },
    ]);

    const again = await addFriend(as(shopper), { sellerId: shopA.id.toUpperCase() });
    expect(again.body.currentFd.conversationId).toBe(first.body.currentFd.conversationId);
    const rows = await db().select().from(chatConversations).where(eq(chatConversations.customerId, shopper.id));
    expect(rows).toHaveLength(1);
  });

  it("makes one conversation when the same shopper opens it many times at once", async () => {
    const shopper = await newShopper(db(), "chat-race");
    const answers = await Promise.all(Array.from({ length: 10 }, () => addFriend(as(shopper), { sellerId: shopB.id })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.currentFd.conversationId)).size).toBe(1);
    const rows = await db().select().from(chatConversations).where(eq(chatConversations.customerId, shopper.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for an unknown seller, 400 for a malformed id, 401 without a session, writing nothing", async () => {
    const shopper = await newShopper(db(), "chat-open-refused");
    const before = await chatTables();
    expect(await addFriend(as(shopper), { sellerId: UNKNOWN_ID })).toMatchObject({ status: 404, body: { error: "Seller not found" } });
    for (const sellerId of ["abc", "", 42, null, undefined]) {
      const answer = await addFriend(as(shopper), { sellerId });
      expect(answer.status, JSON.stringify(sellerId)).toBe(400);
      expect(answer.body.error).toMatch(/^sellerId: /);
    }
    expect((await addFriend(null, { sellerId: shopA.id })).status).toBe(401);
    expect(await chatTables()).toEqual(before);
  });
});

describe("POST /api/chat/customer/send-message-to-seller", () => {
  it("sends by seller or conversation: 201 { message } with receverId, oldest first in the conversation", async () => {
    const shopper = await newShopper(db(), "chat-send");
    const first = await sendMessage(as(shopper), { sellerId: shopA.id, message: "  Is the navy tee true to size?  " });
    expect(first.status).toBe(201);
    expect(first.body.message).toEqual({
      _id: expect.any(String),
      conversationId: expect.any(String),
      sender: "customer",
      senderId: shopper.id,
      receverId: shopA.id,
      message: "Is the navy tee true to size?",
      createdAt: expect.any(String),
    });
    const conversationId = first.body.message.conversationId;
    const second = await sendMessage(as(shopper), { conversationId, message: "And does it shrink?" });
    expect(second.status).toBe(201);
    expect(second.body.message.conversationId).toBe(conversationId);

    const read = await customerMessages(as(shopper), conversationId);
    expect(read.body.messages.map((m: { message: string }) => m.message)).toEqual(["Is the navy tee true to size?", "And does it shrink?"]);
    const after = await customerMessages(as(shopper), conversationId, first.body.message._id);
    expect(after.body.messages.map((m: { _id: string }) => m._id)).toEqual([second.body.message._id]);
    const opened = await addFriend(as(shopper), { sellerId: shopA.id });
    expect(opened.body.messages.map((m: { _id: string }) => m._id)).toEqual([first.body.message._id, second.body.message._id]);
  });

  it("moves the conversation written in to the top of the friends list", async () => {
    const shopper = await newShopper(db(), "chat-order");
    const clock = manualClock();
    await addFriend(as(shopper), { sellerId: shopA.id });
    clock.advance(1);
    await addFriend(as(shopper), { sellerId: shopB.id });
    expect((await friends(as(shopper))).body.myFriends.map((f: { fdId: string }) => f.fdId)).toEqual([shopB.id, shopA.id]);
    clock.advance(1);
    await sendMessage(as(shopper), { sellerId: shopA.id, message: "Hello Originals" });
    const listed = (await friends(as(shopper))).body.myFriends;
    expect(listed.map((f: { fdId: string }) => f.fdId)).toEqual([shopA.id, shopB.id]);
    expect(listed[0].lastMessage).toBe("Hello Originals");
    clock.advance(1);
    await sendMessage(as(shopper), { sellerId: shopB.id, message: "Hello Studio" });
    expect((await friends(as(shopper))).body.myFriends.map((f: { fdId: string }) => f.fdId)).toEqual([shopB.id, shopA.id]);
  });

  it("keeps messages of one conversation in the order they were written, even within one millisecond", async () => {
    const shopper = await newShopper(db(), "chat-same-ms");
    manualClock(); // the clock stands still: every message is written "at the same time"
    for (const text of ["one", "two", "three"]) expect((await sendMessage(as(shopper), { sellerId: shopA.id, message: text })).status).toBe(201);
    const conversationId = (await friends(as(shopper))).body.myFriends[0].conversationId;
    const read = (await customerMessages(as(shopper), conversationId)).body.messages;
    expect(read.map((m: { message: string }) => m.message)).toEqual(["one", "two", "three"]);
    expect(new Set(read.map((m: { createdAt: string }) => m.createdAt)).size).toBe(3);
  });

  it("stores markup as text, takes 2,000 characters and refuses 2,001, blank text, NUL and non-text, writing nothing", async () => {
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-text");
    const markup = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const stored = await sendMessage(as(shopper), { conversationId, message: markup });
    expect(stored.body.message.message).toBe(markup);
    const [row] = await db().select({ body: chatMessages.body }).from(chatMessages).where(eq(chatMessages.id, stored.body.message._id));
    expect(row!.body).toBe(markup);

    const before = await chatTables();
    const refusals: [unknown, string][] = [
      ["x".repeat(2001), "message: must be at most 2,000 characters"],
      [" \n\t ", "message: is required"],
      ["", "message: is required"],
      [undefined, "message: is required"],
      [42, "message: must be text"],
      [["hi"], "message: must be text"],
    ];
    for (const [message, error] of refusals) {
      expect(await sendMessage(as(shopper), { conversationId, message }), JSON.stringify(message)?.slice(0, 20)).toMatchObject({ status: 400, body: { error } });
    }
    const nul = await sendMessage(as(shopper), { conversationId, message: "hi\u0000there" });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/^message: .*NUL/);
    expect(await sendMessage(as(shopper), { message: "Who gets this?" })).toMatchObject({ status: 400, body: { error: "sellerId: is required (or conversationId)" } });
    expect(await chatTables()).toEqual(before);

    const longest = await sendMessage(as(shopper), { conversationId, message: ` ${"y".repeat(2000)} ` });
    expect(longest.status).toBe(201);
    expect(longest.body.message.message).toHaveLength(2000);
  });

  it("lets a sender send 30 messages a minute: the 31st is a 429, and nothing is written", async () => {
    const clock = manualClock();
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-limit");
    for (let i = 1; i <= 30; i++) expect((await sendMessage(as(shopper), { conversationId, message: `message ${i}` })).status).toBe(201);
    const before = await chatTables();
    const refused = await call(sendRoute, "POST", "/chat/customer/send-message-to-seller", as(shopper), { body: { conversationId, message: "one too many" } });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/too quickly/);
    expect(await chatTables()).toEqual(before);
    // Another sender is not held back, and a minute later this one may write again.
    expect((await reply(seller.caller, conversationId, { message: "We are here." })).status).toBe(201);
    clock.advance(61);
    expect((await sendMessage(as(shopper), { conversationId, message: "back again" })).status).toBe(201);
    const buckets = await db().select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, `chat-message:customer:${shopper.id}`));
    expect(buckets).toHaveLength(1);
  });

  it("answers 404 for another customer's conversation and an unknown seller, 401 without a session, writing nothing", async () => {
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-owner-a");
    await sendMessage(as(shopper), { conversationId, message: "Private question" });
    const intruder = await newShopper(db(), "chat-owner-b");
    const before = await chatTables();
    expect(await sendMessage(as(intruder), { conversationId, message: "Let me in" })).toMatchObject({ status: 404, body: { error: "Conversation not found" } });
    expect((await sendMessage(as(shopper), { conversationId, sellerId: shopB.id, message: "Wrong shop" })).status).toBe(404);
    expect((await sendMessage(as(intruder), { sellerId: UNKNOWN_ID, message: "Anyone?" })).status).toBe(404);
    expect((await sendMessage(null, { conversationId, message: "Anyone?" })).status).toBe(401);
    expect((await customerMessages(as(intruder), conversationId)).status).toBe(404);
    expect((await customerMessages(as(intruder), "not-an-id")).status).toBe(404);
    expect((await friends(as(intruder))).body.myFriends).toEqual([]);
    expect(await chatTables()).toEqual(before);
  });
});

describe("staff chat calls", () => {
  it("list their shop's conversations (an admin every shop's) and reply as the seller", async () => {
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-staff");
    await sendMessage(as(shopper), { conversationId, message: "Do you print on hoodies?" });

    const mine = await staffConversations(seller.caller);
    expect(mine.status).toBe(200);
    // (Other tests moved the clock ahead, so this one need not be the latest.)
    expect(mine.body.conversations.find((c: { _id: string }) => c._id === conversationId)).toEqual({
      _id: conversationId,
      customer: { _id: shopper.id, name: shopper.name },
      seller: { _id: shopA.id, shopName: shopA.shopName },
      lastMessage: "Do you print on hoodies?",
      updatedAt: expect.any(String),
    });
    expect(mine.body.conversations.every((c: { seller: { _id: string } }) => c.seller._id === shopA.id)).toBe(true);
    const theirs = await staffConversations(otherSeller.caller);
    expect(theirs.body.conversations.some((c: { _id: string }) => c._id === conversationId)).toBe(false);
    expect((await staffConversations(admin.caller)).body.conversations.some((c: { _id: string }) => c._id === conversationId)).toBe(true);

    const answered = await reply(seller.caller, conversationId, { message: "Yes, from next week." });
    expect(answered.status).toBe(201);
    expect(answered.body.message).toMatchObject({ sender: "seller", senderId: shopA.id, receverId: shopper.id, message: "Yes, from next week." });
    expect((await reply(admin.caller, conversationId, { message: "Admin here." })).status).toBe(201);
    const read = await staffMessages(seller.caller, conversationId);
    expect(read.body.messages.map((m: { message: string }) => m.message)).toEqual(["Do you print on hoodies?", "Yes, from next week.", "Admin here."]);
    expect((await customerMessages(as(shopper), conversationId)).body.messages).toEqual(read.body.messages);
  });

  it("answers 404 to another shop's seller, 403 to a shopper, 401 without a token, and the text rules hold, writing nothing", async () => {
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-staff-refused");
    const before = await chatTables();
    expect(await reply(otherSeller.caller, conversationId, { message: "Not my shop" })).toMatchObject({ status: 404, body: { error: "Conversation not found" } });
    expect((await staffMessages(otherSeller.caller, conversationId)).status).toBe(404);
    expect((await reply(as(shopper), conversationId, { message: "I am no seller" })).status).toBe(401); // the cookie never counts for staff
    expect((await reply({ token: shopper.token, bearer: true }, conversationId, { message: "I am no seller" })).status).toBe(403);
    expect((await staffConversations(null)).status).toBe(401);
    expect((await reply(seller.caller, conversationId, { message: "x".repeat(2001) })).status).toBe(400);
    expect((await reply(seller.caller, conversationId, { message: "a\u0000b" })).status).toBe(400);
    expect((await reply(seller.caller, UNKNOWN_ID, { message: "Hello?" })).status).toBe(404);
    expect(await chatTables()).toEqual(before);
  });
});

/** Reads a stream's events as they come. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    /** The next event (name and parsed data), skipping comments and the retry line. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event of any kind
    async next(withinMs = 5_000): Promise<{ event: string; data: any }> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name) return { event: name, data: data ? JSON.parse(data) : null };
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no event in time");
        const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no event in time")), left))]);
        if (chunk.done) throw new Error("the stream ended");
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

const openStream = (shopper: { token: string }) =>
  (streamRoute as (request: Request) => Promise<Response>)(new Request(`${ORIGIN}/api/chat/customer/stream`, { headers: { ...withCookie(shopper.token), accept: "text/event-stream" } }));

describe("GET /api/chat/customer/stream", () => {
  it("streams the customer's new messages, both sides', and nobody else's", async () => {
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-stream");
    const other = await shopperTalkingToShopA("chat-stream-other");
    const response = await openStream(shopper);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    const events = eventReader(response);
    try {
      expect(await events.next()).toEqual({ event: "ready", data: { conversationIds: [conversationId] } });

      await sendMessage(as(other.shopper), { conversationId: other.conversationId, message: "Someone else's secret" });
      const sent = await reply(seller.caller, conversationId, { message: "<img src=x onerror=alert(1)> Your parcel left today." });
      const delivered = await events.next();
      expect(delivered).toEqual({ event: "message", data: sent.body.message });

      // A conversation opened after the stream started is streamed too.
      const mine = await sendMessage(as(shopper), { sellerId: shopB.id, message: "And a question for the studio" });
      expect(await events.next()).toEqual({ event: "message", data: mine.body.message });
    } finally {
      await events.close();
    }
  });

  it("answers 401 without a session and 429 past five open streams of one customer", async () => {
    expect((await call(streamRoute, "GET", "/chat/customer/stream", null)).status).toBe(401);
    const shopper = await newShopper(db(), "chat-many-streams");
    const open = await Promise.all(Array.from({ length: 5 }, () => openStream(shopper)));
    try {
      expect(open.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const sixth = await openStream(shopper);
      expect(sixth.status).toBe(429);
    } finally {
      await Promise.all(open.map((r) => r.body!.cancel()));
    }
    const again = await openStream(shopper);
    expect(again.status).toBe(200);
    await again.body!.cancel();
  });

  it.runIf(inject("testTemplate").kind === "postgres")("delivers a message written by another server (PostgreSQL)", async () => {
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-two-servers");
    const template = inject("testTemplate");
    if (template.kind !== "postgres") return;
    const [{ name } = { name: "" }] = await queryRows<{ name: string }>(db(), sql`select current_database() as name`);
    const here = await getDatabaseHandle();
    const otherServer = await openPostgres(withDatabase(template.serverUrl, name));
    const events = eventReader(await openStream(shopper));
    try {
      expect((await events.next()).event).toBe("ready");
      setDatabaseHandle(otherServer); // the reply is written through the other server's pool
      const sent = await reply(seller.caller, conversationId, { message: "Written elsewhere" });
      setDatabaseHandle(here);
      expect(await events.next()).toEqual({ event: "message", data: sent.body.message });
    } finally {
      setDatabaseHandle(here);
      await events.close();
      await otherServer.close();
    }
  });
});

describe("unread replies and PUT /api/chat/customer/read/{conversationId}", () => {
  const unreadOf = async (shopper: Shopper, conversationId: string) =>
    (await friends(as(shopper))).body.myFriends.find((f: { conversationId: string }) => f.conversationId === conversationId)?.unread;

  it("counts the seller's replies after the read mark; reading moves the mark forward only", async () => {
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-unread");
    const clock = manualClock();
    await sendMessage(as(shopper), { conversationId, message: "Is the navy tee true to size?" });
    expect(await unreadOf(shopper, conversationId)).toBe(0); // the shopper's own messages are never unread
    clock.advance(1000);
    const first = await reply(seller.caller, conversationId, { message: "Yes." });
    clock.advance(1000);
    const second = await reply(seller.caller, conversationId, { message: "It shrinks a little, though." });
    expect(await unreadOf(shopper, conversationId)).toBe(2);

    const read = await markRead(as(shopper), conversationId, { messageId: first.body.message._id });
    expect(read).toMatchObject({ status: 200, cacheControl: "no-store", body: { message: "Marked as read" } });
    expect(await unreadOf(shopper, conversationId)).toBe(1);
    await markRead(as(shopper), conversationId, { messageId: second.body.message._id.toUpperCase() });
    expect(await unreadOf(shopper, conversationId)).toBe(0);
    // A late call naming an older message (another tab, another device) does not move the mark back.
    await markRead(as(shopper), conversationId, { messageId: first.body.message._id });
    expect(await unreadOf(shopper, conversationId)).toBe(0);
    clock.advance(1000);
    await reply(seller.caller, conversationId, { message: "Anything else?" });
    expect(await unreadOf(shopper, conversationId)).toBe(1);
  });

  it("refuses someone else's conversation, a message of another one and bad input, changing nothing", async () => {
    const { shopper, conversationId } = await shopperTalkingToShopA("chat-read-own");
    const { shopper: other, conversationId: othersConversation } = await shopperTalkingToShopA("chat-read-other");
    const answered = await reply(seller.caller, conversationId, { message: "Hello!" });
    const othersReply = await reply(seller.caller, othersConversation, { message: "Hi there" });
    const before = await chatTables();

    expect(await markRead(as(other), conversationId, { messageId: answered.body.message._id })).toMatchObject({ status: 404, body: { error: "Conversation not found" } });
    expect(await markRead(as(shopper), conversationId, { messageId: othersReply.body.message._id })).toMatchObject({ status: 404, body: { error: "Message not found" } });
    expect(await markRead(as(shopper), UNKNOWN_ID, { messageId: answered.body.message._id })).toMatchObject({ status: 404 });
    expect((await markRead(as(shopper), conversationId, { messageId: "not-an-id" })).status).toBe(400);
    expect((await markRead(as(shopper), conversationId, {})).status).toBe(400);
    expect((await call(markReadRoute, "PUT", `/chat/customer/read/${conversationId}`, null, { params: { conversationId }, body: { messageId: answered.body.message._id } })).status).toBe(401);
    expect(await chatTables()).toEqual(before);
    expect(await unreadOf(shopper, conversationId)).toBe(1);
    expect(await unreadOf(other, othersConversation)).toBe(1);
  });
});
