// What the browser tests share: browser.web_editor (browser_test.mjs, beside this file) and
// browser.svg_render (tests/svg/render_test.mjs). Both are copied beside node_modules with this
// file, which installs the puppeteer-core that package-lock.json pins.
//
//   check(what, ok, detail)      prints "ok" or "FAIL" and the step; a failure stops the test
//   withChromium(chromium, use)  headless Chromium, launched the same way for both, closed after
//   runWithin(seconds, main)     runs main, exits non-zero when it fails or takes too long
//   decodePng(buffer)            a PNG (a screenshot, a canvas's) as RGBA pixels
//   look(image, region)          what share of a region's pixels is white, dark, or the region's
//                                `ground` colour: how the tests tell a square from a piece
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import puppeteer from 'puppeteer-core';

let failures = 0;

export function check(what, ok, detail) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) {
    failures += 1;
    throw new Error(`check failed: ${what}`);
  }
}

export async function withChromium(chromium, use) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fen-browser-test-'));
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: path.basename(chromium).includes('headless-shell') ? 'shell' : true,
    userDataDir: profile,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
           '--disable-sync', '--no-first-run', '--disable-dev-shm-usage', '--force-device-scale-factor=1'],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export function runWithin(seconds, main) {
  const guard = setTimeout(() => {
    console.error(`the browser test did not finish within ${seconds} s`);
    process.exit(1);
  }, seconds * 1000);
  main().then(() => {
    clearTimeout(guard);
    console.log('all checks passed');
  }, (error) => {
    clearTimeout(guard);
    console.error(failures ? error.message : `the browser test failed: ${error.stack || error}`);
    process.exit(1);
  });
}

// An 8-bit, non-interlaced PNG in colour (RGB or RGBA), as Chromium writes screenshots and canvases:
// { width, height, rgba } with four bytes a pixel.
export function decodePng(buffer) {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  while (at < buffer.length) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    const body = buffer.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = { 2: 3, 6: 4 }[colour];
      if (depth !== 8 || !channels || interlace !== 0) throw new Error(`a PNG this test cannot read (depth ${depth}, colour ${colour}, interlace ${interlace})`);
    } else if (type === 'IDAT') {
      data.push(body);
    }
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; ++y) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; ++x) {
      const value = raw[y * (stride + 1) + 1 + x];
      const left = x >= channels ? rows[y * stride + x - channels] : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const corner = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
      const guess = left + up - corner;
      const paeth = [left, up, corner].reduce((best, c) => (Math.abs(guess - c) < Math.abs(guess - best) ? c : best));
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter];
      rows[y * stride + x] = (value + predicted) & 255;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; ++i) {
    for (let c = 0; c < 3; ++c) rgba[i * 4 + c] = rows[i * channels + c];
    rgba[i * 4 + 3] = channels === 4 ? rows[i * channels + 3] : 255;
  }
  return { width, height, rgba };
}

// The pixels of `region` ({x, y, w, h} in pixels, rounded; `ground` a colour #rrggbb or nothing):
// the share that is white (each channel 235 or more), dark (each 80 or less), and within 12 of
// `ground` in each channel.
export function look(image, { x, y, w, h, ground }) {
  const g = ground ? [1, 3, 5].map((i) => parseInt(ground.slice(i, i + 2), 16)) : null;
  const [left, top] = [Math.round(x), Math.round(y)];
  const [right, bottom] = [left + Math.max(1, Math.round(w)), top + Math.max(1, Math.round(h))];
  let white = 0;
  let dark = 0;
  let onGround = 0;
  for (let row = top; row < bottom; ++row) {
    for (let column = left; column < right; ++column) {
      const i = (row * image.width + column) * 4;
      const [r, gr, b] = image.rgba.subarray(i, i + 3);
      if (r >= 235 && gr >= 235 && b >= 235) white += 1;
      if (r <= 80 && gr <= 80 && b <= 80) dark += 1;
      if (g && Math.abs(r - g[0]) <= 12 && Math.abs(gr - g[1]) <= 12 && Math.abs(b - g[2]) <= 12) onGround += 1;
    }
  }
  const total = (right - left) * (bottom - top);
  return { white: white / total, dark: dark / total, ground: onGround / total };
}

// What `look` found, in words.
export const percent = (share) => `${Math.round(share * 100)} %`;
