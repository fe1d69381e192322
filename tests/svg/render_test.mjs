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
import path from 'node:path';
import { check, decodePng, look, percent, runWithin, withChromium } from './browser_support.mjs';

const [picturesDir, chromium, pngDir] = process.argv.slice(2);
if (!picturesDir || !chromium || !pngDir) {
  console.error('usage: node render_test.mjs <pictures folder> <chromium> <png folder>');
  process.exit(2);
}

// In the page: the SVG text drawn on a canvas of `width` by `height`, as a PNG data URL.
async function draw(text, width, height) {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  URL.revokeObjectURL(url);
  return canvas.toDataURL('image/png');
}

async function main() {
  const manifest = JSON.parse(fs.readFileSync(path.join(picturesDir, 'manifest.json'), 'utf8'));
  fs.mkdirSync(pngDir, { recursive: true });
  await withChromium(chromium, async (browser) => {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>fen::svg</title><body></body>');
    console.log(`drawing ${manifest.length} pictures in ${await browser.version()}`);
    for (const picture of manifest) {
      const text = fs.readFileSync(path.join(picturesDir, picture.file), 'utf8');
      const width = picture.width;
      const height = Math.round(picture.height);
      const png = await page.evaluate(draw, text, width, height);
      const bytes = Buffer.from(png.slice(png.indexOf(',') + 1), 'base64');
      const image = decodePng(bytes);
      const { x: boardX, y: boardY, square } = picture.board;
      const wrong = [];
      picture.cells.forEach((cell, index) => {
        if (cell.skip) return;
        const left = boardX + (index % 8) * square;
        const top = boardY + Math.floor(index / 8) * square;
        const middle = look(image, { x: left + square * 0.42, y: top + square * 0.42, w: square * 0.16, h: square * 0.16,
                                     ground: cell.ground });
        const edge = look(image, { x: left + square * 0.03, y: top + square * 0.45, w: square * 0.07, h: square * 0.1,
                                   ground: cell.ground });
        if (edge.ground < 0.9) wrong.push(`${cell.square}: its edge is not ${cell.ground} (${percent(edge.ground)})`);
        if (cell.piece === '' && middle.ground < 0.95)
          wrong.push(`${cell.square}: empty, yet its middle is not ${cell.ground} (${percent(middle.ground)})`);
        if (cell.piece === 'white' && !(middle.white >= 0.5 && middle.dark < middle.white))
          wrong.push(`${cell.square}: no white piece (white ${percent(middle.white)}, dark ${percent(middle.dark)})`);
        if (cell.piece === 'black' && !(middle.dark >= 0.5 && middle.white < middle.dark))
          wrong.push(`${cell.square}: no black piece (white ${percent(middle.white)}, dark ${percent(middle.dark)})`);
      });
      picture.pockets.forEach((pocket, i) => {
        const middle = look(image, { x: pocket.x + square * 0.42, y: pocket.y + square * 0.42, w: square * 0.16, h: square * 0.16 });
        const ok = pocket.piece === 'white' ? middle.white >= 0.5 : middle.dark >= 0.5;
        if (!ok) wrong.push(`pocket ${i}: no ${pocket.piece} piece (white ${percent(middle.white)}, dark ${percent(middle.dark)})`);
      });
      const looked = picture.cells.filter((c) => !c.skip);
      const pieces = looked.filter((c) => c.piece !== '').length;
      check(`${picture.file} (${width}x${height}): ${looked.length} squares in their colours, ${pieces} pieces in ` +
            `theirs, ${picture.pockets.length} pockets`, wrong.length === 0, wrong.join('; '));
      if (picture.docs) {
        const file = path.join(pngDir, `${picture.name}.png`);
        fs.writeFileSync(file, bytes);
        check(`${file} written`, fs.statSync(file).size > 0);
      }
    }
  });
}

runWithin(120, main);
