// browser.web_editor: drives the board editor's page in headless Chromium, through puppeteer-core.
//
//   node browser_test.mjs <site dir> <chromium> <screenshot.png>
//
// Serves the built page (fen_web.js, fen_web.wasm, index.html, editor.js, style.css) on a free
// loopback port, opens it, and uses it as a person would: taps on the tray and the squares, drags,
// ticks, typing into the FEN field, Analyse. Each check prints what it did; the first that fails
// stops the test with a non-zero exit. The page's words come from fen, so the words looked for here
// are fen::validate's and fen::parse's; its pieces are fen's drawings (fen::svg_piece), so those
// are compared with the module's, and a screenshot's pixels show each piece in its colour. What it
// shares with browser.svg_render is in browser_support.mjs, copied beside it.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { check, decodePng, look, percent, runWithin, withChromium } from './browser_support.mjs';

const [siteDir, chromium, screenshot] = process.argv.slice(2);
if (!siteDir || !chromium || !screenshot) {
  console.error('usage: node browser_test.mjs <site dir> <chromium> <screenshot.png>');
  process.exit(2);
}

const startPlacement = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };

function serve() {
  const server = http.createServer((request, response) => {
    const name = new URL(request.url, 'http://localhost').pathname.replace(/^\/$/, '/index.html');
    const file = path.join(siteDir, path.normalize(name));
    if (!file.startsWith(path.resolve(siteDir)) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const placementOf = (fen) => fen.split(' ')[0];

async function main() {
  const server = await serve();
  const url = `http://127.0.0.1:${server.address().port}/`;
  try {
    await withChromium(chromium, (browser) => drive(browser, url));
  } finally {
    server.close();
  }
}

async function drive(browser, url) {
  const page = await browser.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.setViewport({ width: 760, height: 480 });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  console.log(`opened ${url} in ${await browser.version()}`);

  const fenField = () => page.$eval('#fen', (input) => input.value);
  const tap = async (selector) => {
    const element = await page.$(selector);
    if (!element) throw new Error(`no element ${selector}`);
    await element.click();
  };
  const square = (name) => `[data-square="${name}"]`;
  // Each square and the piece drawn on it, as the drawing itself says (fen::svg_piece's group
  // carries its FEN letter): "e1:K e2:P e3: ...".
  const boardText = () => page.$$eval('[data-square]', (squares) =>
    squares.map((s) => `${s.dataset.square}:${s.querySelector('.piece svg [data-piece]')?.dataset.piece ?? ''}`).join(' '));
  const castlingBox = (right) => page.$eval(`[data-castling="${right}"]`, (box) =>
    ({ disabled: box.disabled, checked: box.checked }));

  // 1. Clear, then the start position by taps: a tray piece, then each of its squares.
  await tap('[data-action="clear"]');
  check('Clear empties the board', placementOf(await fenField()) === '8/8/8/8/8/8/8/8', await fenField());
  const layout = { R: ['a1', 'h1'], N: ['b1', 'g1'], B: ['c1', 'f1'], Q: ['d1'], K: ['e1'],
                   P: 'abcdefgh'.split('').map((f) => `${f}2`),
                   r: ['a8', 'h8'], n: ['b8', 'g8'], b: ['c8', 'f8'], q: ['d8'], k: ['e8'],
                   p: 'abcdefgh'.split('').map((f) => `${f}7`) };
  let taps = 0;
  for (const [piece, squares] of Object.entries(layout)) {
    await tap(`#tray button[data-piece="${piece}"]`);
    for (const name of squares) {
      await tap(square(name));
      taps += 1;
    }
  }
  check(`${taps} pieces placed by taps give the start placement`, placementOf(await fenField()) === startPlacement,
        await fenField());

  // 1b. The pieces are fen's drawings (fen::svg_piece, through fen_web_pieces): each tray button
  //     and each occupied square holds the drawing of its piece, as the page shows fen's text; and
  //     on the screen the middle of each square is mostly white for a white piece, mostly dark for
  //     a black one (on light and dark squares alike), and the square's colour when it is empty.
  const placed = {};
  for (const [piece, squares] of Object.entries(layout)) for (const name of squares) placed[name] = piece;
  const drawn = await page.evaluate(async () => {
    const module = await createFenModule();  // a module of its own, as the page's is not global
    const pieces = JSON.parse(module.UTF8ToString(module._fen_web_pieces()));
    const asShown = (text) => {
      const span = document.createElement('span');
      span.innerHTML = text;
      return span.innerHTML;
    };
    const tray = [...document.querySelectorAll('#tray button[data-piece]')]
      .filter((button) => button.dataset.piece !== 'remove')
      .map((button) => ({ piece: button.dataset.piece,
                          same: button.querySelector('.piece')?.innerHTML === asShown(pieces[button.dataset.piece]) }));
    const board = [...document.querySelectorAll('[data-square]')].map((s) => {
      const letter = s.querySelector('.piece svg [data-piece]')?.dataset.piece ?? '';
      return { square: s.dataset.square, letter, same: !letter || s.querySelector('.piece').innerHTML === asShown(pieces[letter]) };
    });
    return { letters: Object.keys(pieces).join(''), tray, board };
  });
  check('fen_web_pieces gives the twelve drawings', drawn.letters === 'KQRBNPkqrbnp', drawn.letters);
  check('each of the tray\'s 12 buttons holds fen\'s drawing of its piece', drawn.tray.length === 12 && drawn.tray.every((t) => t.same),
        drawn.tray.filter((t) => !t.same).map((t) => t.piece).join(' '));
  const misdrawn = drawn.board.filter((b) => b.letter !== (placed[b.square] ?? '') || !b.same);
  check('each of the 32 pieces placed is drawn on its square with fen\'s drawing of it', misdrawn.length === 0,
        misdrawn.map((b) => `${b.square}:${b.letter}`).join(' '));
  const cells = await page.$$eval('[data-square]', (squares) => squares.map((s) => {
    const box = s.getBoundingClientRect();
    const ground = getComputedStyle(s).backgroundColor.match(/\d+/g).slice(0, 3)
      .map((v) => Number(v).toString(16).padStart(2, '0')).join('');
    return { square: s.dataset.square, x: box.x, y: box.y, size: box.width, ground: `#${ground}` };
  }));
  const shot = decodePng(Buffer.from(await page.screenshot()));
  const unseen = [];
  for (const cell of cells) {
    const middle = look(shot, { x: cell.x + cell.size * 0.42, y: cell.y + cell.size * 0.42, w: cell.size * 0.16,
                                h: cell.size * 0.16, ground: cell.ground });
    const piece = placed[cell.square];
    const seen = !piece ? middle.ground >= 0.95
      : piece === piece.toUpperCase() ? middle.white >= 0.5 && middle.dark < middle.white
        : middle.dark >= 0.5 && middle.white < middle.dark;
    if (!seen) unseen.push(`${cell.square} (${piece ?? 'empty'}: white ${percent(middle.white)}, dark ${percent(middle.dark)})`);
  }
  check('on the screen each square shows its piece in its colour, or its own colour when empty', unseen.length === 0,
        unseen.join('; '));

  // 2. A drag moves a piece, whatever the tray holds.
  const centre = async (name) => {
    const box = await (await page.$(square(name))).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const drag = async (from, to) => {
    const a = await centre(from);
    const b = await centre(to);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
  };
  await drag('e2', 'e4');
  check('dragging e2 to e4 moves the pawn', placementOf(await fenField()) === 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR',
        await fenField());

  // 3. En passant is offered for the square the double push left, once Black is to move.
  await tap('[data-side="b"]');
  const offered = await page.$$eval('#en-passant option', (options) => options.map((o) => o.value));
  check('with Black to move, en passant offers e3 and nothing else', offered.join(' ') === '- e3', offered.join(' '));
  await page.select('#en-passant', 'e3');
  check('choosing e3 writes it into the FEN', (await fenField()).endsWith(' b - e3 0 1'), await fenField());

  // 4. A castling box: enabled with king and rook at home, disabled (and unticked) without the rook.
  await tap('[data-action="start"]');
  let box = await castlingBox('K');
  check('from Start, castling box K is enabled and ticked', !box.disabled && box.checked);
  await tap('#tray button[data-piece="remove"]');
  await tap(square('h1'));
  box = await castlingBox('K');
  const reasons = await page.$eval('#castling-reasons', (list) => list.textContent);
  check('without the rook on h1, box K is disabled and unticked', box.disabled && !box.checked);
  check('and the reason is fen\'s', reasons.includes('no white rook on h1'), reasons);
  check('and the FEN has no K', (await fenField()).split(' ')[2] === 'Qkq', await fenField());
  await tap('#tray button[data-piece="R"]');
  await tap(square('h1'));
  box = await castlingBox('K');
  check('with the rook back on h1, box K is enabled again', !box.disabled && !box.checked);
  await tap('[data-castling="K"]');
  check('ticking K puts it back into the FEN', (await fenField()).split(' ')[2] === 'KQkq', await fenField());

  // 5. A FEN that does not parse: fen's words, a caret under the byte, the board as it was.
  const before = await boardText();
  const broken = 'rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  await page.$eval('#fen', (input) => { input.value = ''; });
  await page.type('#fen', broken);
  await page.keyboard.press('Enter');
  const shown = await page.$eval('#fen-error', (pre) => (pre.hidden ? '' : pre.textContent));
  const lines = shown.split('\n');
  check('a broken FEN shows fen\'s message', lines[0].includes("'X' is not a piece letter"), lines[0]);
  check('and a caret under the X', lines[1] === broken && lines[2] === `${' '.repeat(broken.indexOf('X'))}^`,
        `\n${lines[1]}\n${lines[2]}`);
  check('and the board is unchanged', (await boardText()) === before);

  // 6. A NUL in the field is an error naming it, not the end of the text: without the check,
  //    "...0 1<NUL>junk" passed as the FEN before the NUL.
  const withNul = '4k3/8/8/8/8/8/8/4K3 w - - 0 1\u0000junk';
  await page.$eval('#fen', (input, text) => { input.value = text; }, withNul);
  await page.focus('#fen');
  await page.keyboard.press('Enter');
  const nulShown = await page.$eval('#fen-error', (pre) => (pre.hidden ? '' : pre.textContent));
  const nulLines = nulShown.split('\n');
  check('a FEN with a NUL shows a message naming the NUL', /NUL/.test(nulLines[0] ?? ''), nulLines[0]);
  check('and a caret under the NUL', nulLines[2] === `${' '.repeat(withNul.indexOf('\u0000'))}^`, nulLines[2]);
  check('and the board is unchanged', (await boardText()) === before);

  // 7. A paste of 2,000,000 characters: refused with the limit in words, before it reaches the
  //    module (cwrap copied it onto the module's 5 MiB stack, and the tab crashed); the page goes on.
  await page.$eval('#fen', (input) => { input.value = 'rnbqkbnr/pppppppp/'.repeat(111112).slice(0, 2000000); });
  await page.focus('#fen');
  await page.keyboard.press('Enter');
  const longShown = await page.$eval('#fen-error', (pre) => (pre.hidden ? '' : pre.textContent));
  check('a 2,000,000-character paste is refused, naming its size and the limit',
        longShown.includes('2000000 bytes long') && longShown.includes('at most 4096 bytes'), longShown.slice(0, 200));
  check('and the board is unchanged', (await boardText()) === before);
  await tap('[data-action="clear"]');
  check('and the page still answers: Clear empties the board', placementOf(await fenField()) === '8/8/8/8/8/8/8/8',
        (await fenField()).slice(0, 100));

  // 8. The wrapper's own guard, called past the page's check: a FEN longer than the limit, in heap
  //    memory, is refused unread; the module's answer is the message alone.
  const guarded = await page.evaluate(async () => {
    const module = await createFenModule();  // a module of its own, as the page's is not global
    const size = module._fen_web_max_fen_bytes() + 1;
    const pointer = module._malloc(size + 1);
    module.stringToUTF8('8/'.repeat(size).slice(0, size), pointer, size + 1);
    const answer = JSON.parse(module.UTF8ToString(module._fen_web_state(pointer, size, 0)));
    module._free(pointer);
    return answer;
  });
  check('the wrapper refuses a FEN of 4097 bytes by itself', guarded.ok === false &&
        guarded.message.includes('4097 bytes long') && guarded.text === undefined, JSON.stringify(guarded));

  // 9. A ninth pawn: Analyse refuses, in fen's words; the start position is ready for an engine.
  await tap('[data-action="start"]');
  await tap('[data-action="analyse"]');
  let verdict = await page.$eval('#verdict', (p) => p.textContent);
  check('Analyse on the start position says it is ready for an engine', verdict.startsWith('Ready for an engine'),
        verdict);
  await tap('#tray button[data-piece="P"]');
  await tap(square('e4'));
  await tap('[data-action="analyse"]');
  verdict = await page.$eval('#verdict', (p) => p.textContent);
  const problems = await page.$$eval('#problems li', (items) => items.map((li) => li.textContent));
  check('with a ninth white pawn Analyse is refused', verdict.startsWith('Refused'), verdict);
  check('and #problems gives fen\'s words for too many pawns',
        problems.some((p) => p.startsWith('White has 9 pawns; a side has at most 8')), problems.join(' | '));

  // 10. A FEN without counters (four fields), typed and entered: its counters are not given. The
  //     FEN is written whole with 0 1, the page says the counters are not given, and the en passant
  //     square e6 with White to move is no problem, as no move number says "move 1". A drag keeps
  //     them not given; setting the move number to 1, then the halfmove clock to 2, brings each
  //     problem that needs it.
  const fourFields = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6';
  const countersNote = () => page.$eval('#counters-note', (p) => (p.hidden ? '' : p.textContent));
  const counterFields = () => page.$$eval('#halfmove, #fullmove', (inputs) => inputs.map((i) => i.value).join(' '));
  const problemList = () => page.$$eval('#problems li', (items) => items.map((li) => li.textContent));
  const setCounter = async (selector, value) => {
    await page.$eval(selector, (input) => { input.value = ''; });
    await page.type(selector, value);
    await page.keyboard.press('Tab');
  };
  await page.$eval('#fen', (input) => { input.value = ''; });
  await page.type('#fen', fourFields);
  await page.keyboard.press('Enter');
  check('a four-field FEN is written with 0 1', (await fenField()) === `${fourFields} 0 1`, await fenField());
  await tap('[data-action="analyse"]');
  verdict = await page.$eval('#verdict', (p) => p.textContent);
  check('Analyse finds no problem with e6 when the move number is not given', verdict.startsWith('Ready for an engine'),
        `${verdict} ${(await problemList()).join(' | ')}`);
  let note = await countersNote();
  check('the page says the counters are not given, written as 0 1',
        note.startsWith('Counters not given') && note.includes('0 1'), note);
  check('and the counter fields are empty', (await counterFields()) === ' ', await counterFields());
  await drag('g1', 'f3');
  check('a drag leaves them not given', (await countersNote()).startsWith('Counters not given'), await countersNote());
  await setCounter('#fullmove', '1');
  note = await countersNote();
  check('setting the move number leaves only the halfmove clock not given', note.startsWith('Halfmove clock not given'),
        note);
  await tap('[data-action="analyse"]');
  verdict = await page.$eval('#verdict', (p) => p.textContent);
  check('with move 1 set, Analyse is refused: e6 before any move', verdict.startsWith('Refused') &&
        (await problemList()).some((p) => p.includes('at move 1 with White to move no move has been played')),
        `${verdict} ${(await problemList()).join(' | ')}`);
  await setCounter('#halfmove', '2');
  check('setting the halfmove clock makes both known', (await countersNote()) === '' &&
        (await fenField()).endsWith(' e6 2 1'), `${await countersNote()} ${await fenField()}`);
  await tap('[data-action="analyse"]');
  check('and Analyse names the halfmove clock that must be 0',
        (await problemList()).some((p) => p.includes('the halfmove clock must be 0, not 2')),
        (await problemList()).join(' | '));

  // 11. The screenshot: 1. e4 set up by a drag, Black to move, the en passant square, analysed.
  await tap('[data-action="start"]');
  await drag('e2', 'e4');
  await tap('[data-side="b"]');
  await page.select('#en-passant', 'e3');
  await tap('[data-action="analyse"]');
  await page.screenshot({ path: screenshot });
  check(`screenshot saved to ${screenshot}`, fs.statSync(screenshot).size > 0);

  check('the page reported no errors', pageErrors.length === 0, pageErrors.join(' | '));
}

runWithin(120, main);
