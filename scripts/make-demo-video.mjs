/* global document, MediaRecorder, performance, setInterval, clearInterval, Blob, btoa, Buffer -- page code runs in Chromium, the rest in Node */
/**
 * Writes supabase/seed-files/course-intro.webm, the demo course video the local seed puts into
 * Storage (docs/operators.md#demo-content). Needs nothing outside npm: headless Chromium draws a
 * 64-second countdown on a small canvas and records it with MediaRecorder (VP8 WebM, which every
 * browser the app supports plays). Run: node scripts/make-demo-video.mjs [chromium path]
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SECONDS = 64;
const out = new URL('../supabase/seed-files/course-intro.webm', import.meta.url);
const browser = await chromium.launch({ executablePath: process.argv[2] ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 90;
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(10);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 40_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const started = performance.now();
  const draw = () => {
    const elapsed = (performance.now() - started) / 1000;
    ctx.fillStyle = '#14532d';
    ctx.fillRect(0, 0, 160, 90);
    ctx.fillStyle = '#facc15';
    ctx.fillRect(0, 84, (160 * elapsed) / seconds, 6);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 14px sans-serif';
    ctx.fillText('Money Train Academy', 8, 24);
    ctx.font = '12px sans-serif';
    ctx.fillText(`Demo lesson  ${Math.floor(elapsed)} s`, 8, 50);
  };
  recorder.start(1000);
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      draw();
      if (performance.now() - started >= seconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}, SECONDS);
await browser.close();
const bytes = Buffer.from(base64, 'base64');
writeFileSync(out, bytes);
console.log(`wrote ${out.pathname}: ${bytes.length} bytes`);
