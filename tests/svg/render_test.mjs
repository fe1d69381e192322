// browser.svg_render: headless Chromium draws the pictures of fen::svg, and a probe of their pixels
// says what a person would see.
//
//   node render_test.mjs <pictures folder> <chromium> <png folder>
//
// The pictures and manifest.json come from fen_svg_pictures (svg_pictures.cpp), which works out,
// from the position, the orientation and the layout of docs/svg.md, what the middle of each square
// must show. Each picture is drawn on a canvas at its own width and height, and for each square:
//   - a strip at its left edge, half way up, where no piece reaches, is the square's colour (light,
//     dark, or blended with the highlight), so the board's squares alternate as they must;
//   - the middle (16 % of the square each way) is the square's colour when it is empty, mostly white
//     for a white piece and mostly dark for a black one: each piece is where the orientation puts
//     it, in its colour;
// squares an arrow crosses are left out. Each pocket holding a piece shows it in its colour. The
// pictures docs/svg.md shows are written as PNG files into <png folder>. The first check that fails
// stops the test with a non-zero exit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const [picturesDir, chromium, pngDir] = process.argv.slice(2);
if (!picturesDir || !chromium || !pngDir) {
  console.error('usage: node render_test.mjs <pictures folder> <chromium> <png folder>');
  process.exit(2);
}

let failures = 0;
function check(what, ok, detail) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) {
    failures += 1;
    throw new Error(`check failed: ${what}`);
  }
}

// In the page: draws the SVG text on a canvas and reports, for each region asked, how many of its
// pixels are white, dark, or of the given colour. Returns the PNG too when asked.
async function probe(text, width, height, regions, png) {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, width, height);
  URL.revokeObjectURL(url);
  const near = (a, b) => Math.abs(a - b) <= 12;
  const counts = regions.map(({ x, y, w, h, ground }) => {
    const g = ground ? [1, 3, 5].map((i) => parseInt(ground.slice(i, i + 2), 16)) : null;
    const data = context.getImageData(Math.round(x), Math.round(y), Math.max(1, Math.round(w)), Math.max(1, Math.round(h))).data;
    let white = 0;
    let dark = 0;
    let onGround = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, gr, b] = [data[i], data[i + 1], data[i + 2]];
      if (r >= 235 && gr >= 235 && b >= 235) white += 1;
      if (r <= 80 && gr <= 80 && b <= 80) dark += 1;
      if (g && near(r, g[0]) && near(gr, g[1]) && near(b, g[2])) onGround += 1;
    }
    const total = data.length / 4;
    return { white: white / total, dark: dark / total, ground: onGround / total };
  });
  return { counts, png: png ? canvas.toDataURL('image/png') : null };
}

const percent = (f) => `${Math.round(f * 100)} %`;

async function main() {
  const manifest = JSON.parse(fs.readFileSync(path.join(picturesDir, 'manifest.json'), 'utf8'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fen-svg-render-'));
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: path.basename(chromium).includes('headless-shell') ? 'shell' : true,
    userDataDir: profile,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
           '--disable-sync', '--no-first-run', '--disable-dev-shm-usage', '--force-device-scale-factor=1'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>fen::svg</title><body></body>');
    console.log(`drawing ${manifest.length} pictures in ${await browser.version()}`);
    fs.mkdirSync(pngDir, { recursive: true });
    for (const picture of manifest) {
      const text = fs.readFileSync(path.join(picturesDir, picture.file), 'utf8');
      const { x: boardX, y: boardY, square } = picture.board;
      const regions = [];
      const cells = picture.cells.map((cell, index) => {
        const left = boardX + (index % 8) * square;
        const top = boardY + Math.floor(index / 8) * square;
        const middle = { x: left + square * 0.42, y: top + square * 0.42, w: square * 0.16, h: square * 0.16, ground: cell.ground };
        const edge = { x: left + square * 0.03, y: top + square * 0.45, w: square * 0.07, h: square * 0.1, ground: cell.ground };
        regions.push(middle, edge);
        return cell;
      });
      for (const pocket of picture.pockets)
        regions.push({ x: pocket.x + square * 0.42, y: pocket.y + square * 0.42, w: square * 0.16, h: square * 0.16 });
      const width = picture.width;
      const height = Math.round(picture.height);
      const { counts, png } = await page.evaluate(probe, text, width, height, regions, picture.docs);

      const wrong = [];
      cells.forEach((cell, index) => {
        if (cell.skip) return;
        const middle = counts[2 * index];
        const edge = counts[2 * index + 1];
        if (edge.ground < 0.9) wrong.push(`${cell.square}: its edge is not ${cell.ground} (${percent(edge.ground)})`);
        if (cell.piece === '' && middle.ground < 0.95)
          wrong.push(`${cell.square}: empty, yet its middle is not ${cell.ground} (${percent(middle.ground)})`);
        if (cell.piece === 'white' && !(middle.white >= 0.5 && middle.dark < middle.white))
          wrong.push(`${cell.square}: no white piece (white ${percent(middle.white)}, dark ${percent(middle.dark)})`);
        if (cell.piece === 'black' && !(middle.dark >= 0.5 && middle.white < middle.dark))
          wrong.push(`${cell.square}: no black piece (white ${percent(middle.white)}, dark ${percent(middle.dark)})`);
      });
      picture.pockets.forEach((pocket, i) => {
        const middle = counts[128 + i];
        const ok = pocket.piece === 'white' ? middle.white >= 0.5 : middle.dark >= 0.5;
        if (!ok) wrong.push(`pocket ${i}: no ${pocket.piece} piece (white ${percent(middle.white)}, dark ${percent(middle.dark)})`);
      });
      const looked = cells.filter((c) => !c.skip);
      const pieces = looked.filter((c) => c.piece !== '').length;
      check(`${picture.file} (${width}x${height}): ${looked.length} squares in their colours, ${pieces} pieces in ` +
            `theirs, ${picture.pockets.length} pockets`, wrong.length === 0, wrong.join('; '));
      if (png) {
        const file = path.join(pngDir, `${picture.name}.png`);
        fs.writeFileSync(file, Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'));
        check(`${file} written`, fs.statSync(file).size > 0);
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const guard = setTimeout(() => {
  console.error('the render test did not finish within 120 s');
  process.exit(1);
}, 120000);
main().then(() => {
  clearTimeout(guard);
  console.log('all checks passed');
}, (error) => {
  clearTimeout(guard);
  console.error(failures ? error.message : `the render test failed: ${error.stack || error}`);
  process.exit(1);
});
