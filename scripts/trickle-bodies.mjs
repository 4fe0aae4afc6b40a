// Reproduces anonymous bodies parked in memory: CONNECTIONS clients each send a 20 MB body but
// its last 16 bytes, which they trickle one every 8 s, to TARGET on a running server; prints the server's resident memory
// (sampled from /proc) before, at its peak, and what each client was answered.
//   node scripts/trickle-bodies.mjs <port> <server pid> [target=/api/upload] [connections=10] [seconds=20]
import fs from "node:fs";
import net from "node:net";

const [port, pid, target = "/api/upload", connections = "10", seconds = "20"] = process.argv.slice(2);
const SIZE = 20 * 1024 * 1024;
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const before = rss();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 200);
const answers = [];
const started = Date.now();
await Promise.all(
  Array.from({ length: Number(connections) }, () =>
    new Promise((done) => {
      const socket = net.connect(Number(port), "127.0.0.1");
      let answer = "";
      let trickle;
      const end = () => {
        clearInterval(trickle);
        socket.destroy();
        answers.push(`${/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? "none"} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        done();
      };
      socket.on("data", (data) => {
        answer += data;
        if (answer.includes("\r\n\r\n")) end();
      });
      socket.on("error", end);
      socket.on("connect", () => {
        socket.write(`POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${SIZE}\r\n\r\n`);
        socket.write(Buffer.alloc(SIZE - 16, 120));
        trickle = setInterval(() => socket.write("x"), 8000);
      });
      setTimeout(end, Number(seconds) * 1000);
    }),
  ),
);
clearInterval(sampler);
const counts = {};
for (const answer of answers) counts[answer.split(" ")[0]] = (counts[answer.split(" ")[0]] ?? 0) + 1;
console.log(JSON.stringify({ target, connections: Number(connections), rssBeforeMb: Math.round(before), rssPeakMb: Math.round(peak), growthMb: Math.round(peak - before), answers: counts, first: answers.sort()[0] }));
